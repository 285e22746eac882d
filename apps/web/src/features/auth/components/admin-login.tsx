import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountsReleaseNotice } from './accounts-release-notice';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function AdminLogin() {
  return (
    <AuthLayout
      title="Admin sign in"
      description="Access the Hostelhub administration panel."
      footer={
        <nav aria-label="Other pages" className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            Regular sign in
          </Link>
          <Link to={paths.auth.forgotPassword.getHref()} className={authLinkClasses}>
            Forgot password?
          </Link>
          <Link to={paths.admin.create.getHref()} className={authLinkClasses}>
            Create admin account
          </Link>
          <Link to={paths.home.getHref()} className={authLinkClasses}>
            Home
          </Link>
        </nav>
      }
    >
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          This sign-in is for administrators only. Student and owner accounts use the regular sign
          in.
        </p>
      </div>
      <AccountsReleaseNotice>
        Administrator sign-in opens with accounts in our next release.
      </AccountsReleaseNotice>
    </AuthLayout>
  );
}
