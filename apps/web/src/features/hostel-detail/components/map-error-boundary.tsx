import { Component, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { HOSTEL_DETAIL_TEXTS } from '../texts';

interface MapErrorBoundaryState {
  error: Error | null;
}

/**
 * Keeps a map failure (its chunk not downloading) inside the map's box, so the rest of the
 * hostel stays usable (STYLE.md convention 8). React reports the error to the console.
 */
export class MapErrorBoundary extends Component<{ children: ReactNode }, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): MapErrorBoundaryState {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <Alert tone="error" title={HOSTEL_DETAIL_TEXTS.mapLoadFailed} headingLevel={3}>
          Map Error: {this.state.error.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}
