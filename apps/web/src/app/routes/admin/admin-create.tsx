import { AdminCreate } from '../../../features/auth/components/admin-create';

export default function AdminCreateRoute() {
  return <AdminCreate />;
}
