import { AUTH_MESSAGES, ResetPasswordValueSchema } from '@hostelhub/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AUTH_TIMINGS } from '../utils/auth-feedback';
import { NewPasswordFields } from './account-fields';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { useSharedText, useT } from '../../../lib/i18n';
import { authText } from '../i18n';

const ResetPasswordFormSchema = z
  .object({ newPassword: ResetPasswordValueSchema, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** The reset token from `#access_token=...&type=recovery`, or from the query string. */
export function readResetToken(hash: string, search: string): string | null {
  for (const source of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(source);
    const token = params.get('access_token') ?? params.get('token');
    const type = params.get('type');
    if (token && (!type || type === 'recovery')) return token;
  }
  return null;
}

type Outcome = 'done' | 'session-expired' | 'invalid-link' | null;

/**
 * The server refused the link's token itself (too short, too long, malformed: a 400 on the
 * `access_token` field, which carries the invalid-link text): the link is bad, whatever the
 * password (issue 22 item 10).
 */
function isRefusedToken(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.message === AUTH_MESSAGES.invalidResetLink) return true;
  return error.details?.some((detail) => detail.field === 'access_token') ?? false;
}

export function ResetPassword() {
  const t = useT(authText);
  const sharedText = useSharedText();
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Read from the link, then dropped from the address bar and history. A later link followed
  // in this same tab (the page already open) brings a new token, which replaces the old one.
  const linkToken = readResetToken(location.hash, location.search);
  const [token, setToken] = useState(linkToken);
  if (linkToken && linkToken !== token) {
    setToken(linkToken);
    setOutcome(null);
    setFailure(null);
  }
  const mutation = useResetPassword();
  const form = useSchemaForm(ResetPasswordFormSchema, { newPassword: '', confirmPassword: '' });

  useEffect(() => {
    if (token && (location.hash || location.search)) {
      void navigate(paths.auth.resetPassword.getHref(), { replace: true });
    }
  }, [token, location.hash, location.search, navigate]);

  useEffect(() => {
    if (outcome === 'done') {
      const timer = setTimeout(
        () => void navigate(paths.auth.login.getHref()),
        AUTH_TIMINGS.resetSuccessRedirect,
      );
      return () => clearTimeout(timer);
    }
    if (outcome === 'session-expired') {
      const timer = setTimeout(
        () => void navigate(paths.auth.forgotPassword.getHref()),
        AUTH_TIMINGS.resetSessionExpiredRedirect,
      );
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [outcome, navigate]);

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    if (!token || mutation.isPending || outcome) return;
    setFailure(null);
    mutation.mutate(
      { access_token: token, new_password: newPassword },
      {
        onSuccess: () => setOutcome('done'),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          if (code === 'INVALID_SESSION') {
            setFailure(AUTH_MESSAGES.resetSessionExpired);
            setOutcome('session-expired');
          } else if (code === 'INVALID_TOKEN' || isRefusedToken(error)) {
            setOutcome('invalid-link');
          } else if (code === 'WEAK_PASSWORD') {
            setFailure(AUTH_MESSAGES.weakPassword);
          } else {
            setFailure(t('reset.failed'));
          }
        },
      },
    );
  });

  const footer = (
    <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
      {t('footer.backToLogin')}
    </Link>
  );

  if (!token || outcome === 'invalid-link') {
    return (
      <AuthLayout title={t('reset.title')} footer={footer}>
        <Alert tone="error">{sharedText(AUTH_MESSAGES.invalidResetLink)}</Alert>
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className={buttonVariants({ className: 'w-full' })}
        >
          {t('reset.requestNew')}
        </Link>
      </AuthLayout>
    );
  }

  const isBusy = mutation.isPending || outcome !== null;
  return (
    <AuthLayout title={t('reset.title')} description={t('reset.description')} footer={footer}>
      {failure ? <Alert tone="error">{sharedText(failure)}</Alert> : null}
      {outcome === 'done' ? (
        <Alert tone="success" title={t('reset.success')}>
          {t('reset.redirecting')}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <NewPasswordFields
          form={form}
          name="newPassword"
          label={t('reset.newPassword')}
          confirmLabel={t('reset.confirmNewPassword')}
          disabled={isBusy}
        />
        <AuthSubmitButton
          isBusy={isBusy}
          isPending={mutation.isPending}
          pendingLabel={t('reset.pending')}
        >
          {t('reset.submit')}
        </AuthSubmitButton>
      </form>
    </AuthLayout>
  );
}
