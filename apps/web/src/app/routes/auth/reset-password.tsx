import { ResetPassword } from '../../../features/auth/components/reset-password';

export default function ResetPasswordRoute() {
  return <ResetPassword />;
}
