import { DEFAULT_INSIGHTS_DAYS, MAX_INSIGHTS_DAYS } from '@hostelhub/shared';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { HostelInsightsPage } from '../../../features/insights/components/hostel-insights-page';
import { useAuth } from '../../../lib/auth';

/** `?days=` as a whole number the API takes (1 to 90), else the default 30. */
function daysFrom(value: string | null): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= MAX_INSIGHTS_DAYS
    ? days
    : DEFAULT_INSIGHTS_DAYS;
}

/**
 * /owner/insights/{hostelId}?days= (issue 30): a hostel's insights for its owner, or for an
 * administrator (back to the admin panel then). The period is in the address, so a link keeps it.
 */
export default function OwnerInsightsRoute() {
  const { hostelId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { user } = useAuth();
  return (
    <HostelInsightsPage
      key={hostelId}
      hostelId={hostelId}
      days={daysFrom(search.get('days'))}
      onDaysChange={(days) =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('days', String(days));
            return next;
          },
          { replace: true },
        )
      }
      backHref={
        user?.role === 'admin' ? paths.admin.hostels.getHref() : paths.owner.dashboard.getHref()
      }
    />
  );
}
