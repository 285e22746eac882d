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
import { useSharedText, useT } from '../../../lib/i18n';
import { authText } from '../i18n';

export function AdminLogin() {
  const t = useT(authText);
  const sharedText = useSharedText();
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
    (roleError === null ? null : sharedText(roleError)) ??
    (mutation.isError ? errorText(mutation.error, t('adminLogin.failed'), AUTH_ERROR_TEXT) : null);

  return (
    <AuthLayout
      title={t('adminLogin.title')}
      description={t('adminLogin.description')}
      footer={
        <nav
          aria-label={t('adminLogin.otherPages')}
          className="flex flex-wrap justify-center gap-x-4 gap-y-2"
        >
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            {t('adminLogin.regular')}
          </Link>
          <Link to={paths.admin.create.getHref()} className={authLinkClasses}>
            {t('adminLogin.create')}
          </Link>
          <Link to={paths.home.getHref()} className={authLinkClasses}>
            {t('adminLogin.home')}
          </Link>
        </nav>
      }
    >
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>{t('adminLogin.note')}</p>
      </div>
      <VerificationSentNotice params={params} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <SignInSteps steps={steps} onSubmit={onSubmit} audience="admin" />
    </AuthLayout>
  );
}
