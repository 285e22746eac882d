import { SignupStudent } from '../../../features/auth/components/signup-student';

export default function SignupStudentRoute() {
  return <SignupStudent />;
}
