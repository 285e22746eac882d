import { useQuery } from '@tanstack/react-query';
import { getMyHostelsQueryOptions } from '../../../features/listings/api/get-my-hostels';
import { OwnerDashboard } from '../../../features/listings/components/owner-dashboard';
import { OwnerInsightsOverview } from '../../../features/insights/components/owner-insights-overview';
import { OwnerApprovalStatusNotice } from '../../../features/profile/components/owner-approval-status';
import { HostelRoomsPanel } from '../../../features/rooms/components/hostel-rooms-panel';
import { WizardRoomsStep } from '../../../features/rooms/components/wizard-rooms-step';
import { useAuth } from '../../../lib/auth';

/**
 * /owner: the listings feature, with the rooms feature plugged into its dialog and wizard, and
 * the insights of the owner's approved hostels under the status cards (issue 30).
 */
export default function OwnerDashboardRoute() {
  const { user } = useAuth();
  // The dashboard's own list (the same query and cache entry): only approved hostels are seen.
  const hostels = useQuery({ ...getMyHostelsQueryOptions(), enabled: user?.role === 'owner' });
  const approved = (hostels.data ?? [])
    .filter((hostel) => hostel.status === 'approved')
    .map(({ id, name }) => ({ id, name }));
  return (
    <OwnerDashboard
      notice={<OwnerApprovalStatusNotice status={user?.owner_approval_status} />}
      insights={approved.length > 0 ? <OwnerInsightsOverview hostels={approved} /> : null}
      renderRooms={(props) => <HostelRoomsPanel {...props} />}
      renderWizardRooms={(props) => <WizardRoomsStep {...props} />}
    />
  );
}
