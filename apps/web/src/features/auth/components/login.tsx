import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountsReleaseNotice } from './accounts-release-notice';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function Login() {
  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back to Hostelhub."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkClasses}>
            Sign up
          </Link>
        </>
      }
    >
      <AccountsReleaseNotice>Signing in opens with our next release.</AccountsReleaseNotice>
      <p className="text-center text-sm">
        <Link to={paths.auth.forgotPassword.getHref()} className={authLinkClasses}>
          Forgot password?
        </Link>
      </p>
    </AuthLayout>
  );
}
