import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountsReleaseNotice } from './accounts-release-notice';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function AuthCallback() {
  return (
    <AuthLayout
      title="Completing sign-in"
      footer={
        <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
          Go to sign in
        </Link>
      }
    >
      <AccountsReleaseNotice>
        There is no sign-in to complete: accounts open with our next release.
      </AccountsReleaseNotice>
    </AuthLayout>
  );
}
