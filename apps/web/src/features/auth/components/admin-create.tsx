import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountsReleaseNotice } from './accounts-release-notice';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function AdminCreate() {
  return (
    <AuthLayout
      title="Create an admin account"
      description="Administrator accounts are created by the Hostelhub team with an admin creation key issued to them."
      footer={
        <Link to={paths.admin.login.getHref()} className={authLinkClasses}>
          Back to admin sign in
        </Link>
      }
    >
      <AccountsReleaseNotice>
        Administrator accounts open with our next release.
      </AccountsReleaseNotice>
    </AuthLayout>
  );
}
