import { SignupOwner } from '../../../features/auth/components/signup-owner';

export default function SignupOwnerRoute() {
  return <SignupOwner />;
}
