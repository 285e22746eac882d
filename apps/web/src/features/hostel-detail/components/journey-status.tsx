import { Alert } from '../../../components/ui/alert';
import type { useJourney } from '../hooks/use-journey';

/** What Start Journey is doing: finding the visitor, the route shown, or why it failed. */
export function JourneyStatus({ state }: { state: ReturnType<typeof useJourney>['state'] }) {
  if (state.status === 'error') {
    return (
      <Alert tone="error" className="py-3">
        {state.message}
      </Alert>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-600 empty:hidden dark:text-slate-400">
      {state.status === 'locating' ? 'Finding your location…' : null}
      {state.status === 'ready' ? 'Your route to the hostel is shown on the map below.' : null}
    </p>
  );
}
