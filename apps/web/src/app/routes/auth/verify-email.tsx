import { VerifyEmail } from '../../../features/auth/components/verify-email';

export default function VerifyEmailRoute() {
  return <VerifyEmail />;
}
