import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { GoogleSignupUnavailableButton, OrDivider } from './google-button';
import { RegisterForm } from './register-form';

export function SignupLegacy() {
  return (
    <AuthLayout
      title="Create an account"
      footer={
        <>
          Prefer the guided sign-up?{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkClasses}>
            Choose an account type
          </Link>{' '}
          · Already have an account?{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm variant="legacy" />
      <OrDivider />
      <GoogleSignupUnavailableButton />
    </AuthLayout>
  );
}
