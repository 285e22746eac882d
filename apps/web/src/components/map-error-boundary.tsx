/**
 * Catches a crash while drawing a map so only the map is replaced, by 'Map Error: {reason}'
 * (spec part 1 section 8) and a Try Again button, and the rest of the page keeps working
 * (STYLE.md convention 8). React itself reports the error to the console.
 */
import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { componentsText } from './i18n';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

interface MapErrorBoundaryProps {
  children: ReactNode;
  /** The retry button's label: 'Try Again', or the map picker's 'Retry Loading Map'. */
  retryLabel?: string;
  /** Called when the user retries, before the map is drawn again (e.g. to reload its code). */
  onRetry?: () => void;
  /**
   * What shows instead of the map, when a screen words it its own way (the hostel's location,
   * the Map View); `retry` runs `onRetry` and draws the map again. Default: the alert and the
   * retry button above.
   */
  fallback?: (error: Error, retry: () => void) => ReactNode;
}

interface MapErrorBoundaryState {
  error: Error | null;
}

export class MapErrorBoundary extends Component<MapErrorBoundaryProps, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): MapErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly reset = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    return (
      <MapErrorMessage error={error} onRetry={this.reset} retryLabel={this.props.retryLabel} />
    );
  }
}

/** 'Map Error: {reason}' and the retry button, in the page's language. */
function MapErrorMessage({
  error,
  onRetry,
  retryLabel,
}: {
  error: Error;
  onRetry: () => void;
  retryLabel: string | undefined;
}) {
  const t = useT(componentsText);
  return (
    <div className="space-y-3">
      <Alert tone="error">
        {t('map.error', { reason: error.message || t('map.unknownError') })}
      </Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {retryLabel ?? t('map.tryAgain')}
      </Button>
    </div>
  );
}
