import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountsReleaseNotice } from './accounts-release-notice';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function VerifyEmail() {
  return (
    <AuthLayout
      title="Verify your email"
      description="We confirm every new account's email address before its first sign-in."
      footer={
        <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
          Back to Login
        </Link>
      }
    >
      <AccountsReleaseNotice>
        Email verification opens with accounts in our next release.
      </AccountsReleaseNotice>
    </AuthLayout>
  );
}
