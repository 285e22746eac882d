import { AdminLogin } from '../../../features/auth/components/admin-login';

export default function AdminLoginRoute() {
  return <AdminLogin />;
}
