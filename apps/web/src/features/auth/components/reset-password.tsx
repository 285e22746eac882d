import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountsReleaseNotice } from './accounts-release-notice';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function ResetPassword() {
  return (
    <AuthLayout
      title="Reset your password"
      description="Choose a new password for your account. Reset links expire after 1 hour."
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
