import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountsReleaseNotice } from './accounts-release-notice';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function ForgotPassword() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your email address and we will send you a link to reset your password."
      footer={
        <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
          Back to sign in
        </Link>
      }
    >
      <AccountsReleaseNotice>
        Password resets open with accounts in our next release.
      </AccountsReleaseNotice>
    </AuthLayout>
  );
}
