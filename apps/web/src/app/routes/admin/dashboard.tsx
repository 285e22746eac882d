import { AdminDashboard } from '../../../features/admin/components/admin-dashboard';

export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
