import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';
import { Alert } from './alert';
import { Button } from './button';

export interface LoadErrorProps {
  /** The spec's heading for the failure, e.g. 'Failed to load hostels'. */
  title: string;
  /** The reason (the server's error text). */
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Shown above the alert, e.g. a back link. */
  before?: ReactNode;
}

/** A failed load with its reason and a Try Again button (spec part 1 section 8). */
export function LoadError({ title, message, onRetry, isRetrying = false, before }: LoadErrorProps) {
  const t = useT(componentsText);
  return (
    <div className="space-y-4">
      {before}
      <Alert tone="error" title={title}>
        {message}
      </Alert>
      <Button onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {t('tryAgain')}
      </Button>
    </div>
  );
}
