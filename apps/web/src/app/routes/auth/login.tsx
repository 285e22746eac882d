import { Login } from '../../../features/auth/components/login';

export default function LoginRoute() {
  return <Login />;
}
