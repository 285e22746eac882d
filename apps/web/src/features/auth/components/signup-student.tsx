import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { RegisterForm } from './register-form';

export function SignupStudent() {
  return (
    <AuthLayout
      title="Create a student account"
      description="Save favourite hostels and chat with owners."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            Sign in
          </Link>{' '}
          ·{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkClasses}>
            Choose another account type
          </Link>
        </>
      }
    >
      <RegisterForm variant="student" />
    </AuthLayout>
  );
}
