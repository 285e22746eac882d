import { Alert } from '../../../components/ui/alert';
import { useT } from '../../../lib/i18n';
import type { useJourney } from '../hooks/use-journey';
import { hostelDetailText } from '../i18n';

/** What Start Journey is doing: finding the visitor, the route shown, or why it failed. */
export function JourneyStatus({ state }: { state: ReturnType<typeof useJourney>['state'] }) {
  const t = useT(hostelDetailText);
  if (state.status === 'error') {
    return (
      <Alert tone="error" className="py-3">
        {t(state.message)}
      </Alert>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-600 empty:hidden dark:text-slate-400">
      {state.status === 'locating' ? t('journey.locating') : null}
      {state.status === 'ready' ? t('journey.ready') : null}
    </p>
  );
}
