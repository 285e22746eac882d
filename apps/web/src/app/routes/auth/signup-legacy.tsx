import { SignupLegacy } from '../../../features/auth/components/signup-legacy';

export default function SignupLegacyRoute() {
  return <SignupLegacy />;
}
