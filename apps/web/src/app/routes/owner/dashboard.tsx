import { useQuery } from '@tanstack/react-query';
import { DashboardCollections } from '../../../features/dues/components/dashboard-collections';
import { getMyHostelsQueryOptions } from '../../../features/listings/api/get-my-hostels';
import { OwnerDashboard } from '../../../features/listings/components/owner-dashboard';
import { OwnerInsightsOverview } from '../../../features/insights/components/owner-insights-overview';
import { OwnerApprovalStatusNotice } from '../../../features/profile/components/owner-approval-status';
import { HostelRoomsPanel } from '../../../features/rooms/components/hostel-rooms-panel';
import { WizardRoomsStep } from '../../../features/rooms/components/wizard-rooms-step';
import { useAuth } from '../../../lib/auth';

/**
 * /owner: the listings feature, with the rooms feature plugged into its dialog and wizard, and
 * under the status cards the insights of the owner's approved hostels (issue 30) and one
 * approved hostel's collections (issue 45 item 5).
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
      collections={approved.length > 0 ? <DashboardCollections hostels={approved} /> : null}
      renderRooms={(props) => <HostelRoomsPanel {...props} />}
      renderWizardRooms={(props) => <WizardRoomsStep {...props} />}
    />
  );
}
