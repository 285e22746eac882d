import { OwnerDashboard } from '../../../features/listings/components/owner-dashboard';

export default function OwnerDashboardRoute() {
  return <OwnerDashboard />;
}
