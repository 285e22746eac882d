import { OwnerDashboard } from '../../../features/listings/components/owner-dashboard';
import { OwnerApprovalStatusNotice } from '../../../features/profile/components/owner-approval-status';
import { HostelRoomsPanel } from '../../../features/rooms/components/hostel-rooms-panel';
import { WizardRoomsStep } from '../../../features/rooms/components/wizard-rooms-step';
import { useAuth } from '../../../lib/auth';

/** /owner: the listings feature, with the rooms feature plugged into its dialog and wizard. */
export default function OwnerDashboardRoute() {
  const { user } = useAuth();
  return (
    <OwnerDashboard
      notice={<OwnerApprovalStatusNotice status={user?.owner_approval_status} />}
      renderRooms={(props) => <HostelRoomsPanel {...props} />}
      renderWizardRooms={(props) => <WizardRoomsStep {...props} />}
    />
  );
}
