import { OwnerDashboard } from '../../../features/listings/components/owner-dashboard';
import { OwnerApprovalStatusNotice } from '../../../features/profile/components/owner-approval-status';
import { useAuth } from '../../../lib/auth';

export default function OwnerDashboardRoute() {
  const { user } = useAuth();
  return (
    <OwnerDashboard notice={<OwnerApprovalStatusNotice status={user?.owner_approval_status} />} />
  );
}
