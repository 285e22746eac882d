import { AdminLoginSchema, AUTH_MESSAGES, isTwoFactorChallenge } from '@hostelhub/shared';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useAuth } from '../../../lib/auth';
import { discardSession, useAdminLogin } from '../api/admin-login';
import { errorText } from '../../../lib/error-text';
import { AUTH_ERROR_TEXT, AUTH_TIMINGS } from '../utils/auth-feedback';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { VerificationSentNotice } from './login';
import { SignInSteps } from './sign-in-steps';
import { useSignInSteps } from '../hooks/use-sign-in-steps';

export function AdminLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const mutation = useAdminLogin();
  const form = useSchemaForm(AdminLoginSchema, { email: '', password: '' });
  const steps = useSignInSteps(form, mutation);
  const { session, setSession, setChallenge } = steps;
  const [roleError, setRoleError] = useState<string | null>(null);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => {
      signIn(session);
      void navigate(paths.admin.dashboard.getHref(), { replace: true });
    }, AUTH_TIMINGS.adminLoginRedirect);
    return () => clearTimeout(timer);
  }, [session, signIn, navigate]);

  const onSubmit = form.handleSubmit((input) => {
    if (mutation.isPending || session) return;
    setRoleError(null);
    mutation.mutate(input, {
      onSuccess: (result) => {
        if (isTwoFactorChallenge(result)) {
          setChallenge(result);
          return;
        }
        // The server refuses non-admins too; this check is the client's second line.
        if (result.user.role !== 'admin') {
          setRoleError(AUTH_MESSAGES.adminRequired);
          void discardSession(result);
          return;
        }
        setSession(result);
      },
    });
  });
  const error =
    roleError ??
    (mutation.isError
      ? errorText(mutation.error, 'Admin login failed. Please try again.', AUTH_ERROR_TEXT)
      : null);

  return (
    <AuthLayout
      title="Admin sign in"
      description="Access the Hostelhub administration panel."
      footer={
        <nav aria-label="Other pages" className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            Regular sign in
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
      <VerificationSentNotice params={params} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <SignInSteps steps={steps} onSubmit={onSubmit} audience="admin" />
    </AuthLayout>
  );
}
