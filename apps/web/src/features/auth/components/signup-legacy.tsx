import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountsReleaseNotice } from './accounts-release-notice';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function SignupLegacy() {
  return (
    <AuthLayout
      title="Create an account"
      footer={
        <>
          Prefer the guided sign-up?{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkClasses}>
            Choose an account type
          </Link>
        </>
      }
    >
      <AccountsReleaseNotice>Sign-up opens with our next release.</AccountsReleaseNotice>
    </AuthLayout>
  );
}
