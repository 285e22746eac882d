import { AUTH_MESSAGES } from '@hostelhub/shared';
import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useResendVerification } from '../api/resend-verification';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { useSharedText, useT } from '../../../lib/i18n';
import { authText } from '../i18n';

/** /verify-email?email=&status=verified|error (part 1 section 2). */
export function VerifyEmail() {
  const t = useT(authText);
  const sharedText = useSharedText();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const status = params.get('status');
  const resend = useResendVerification();

  const footer = (
    <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
      {t('footer.backToLogin')}
    </Link>
  );

  if (status === 'verified') {
    return (
      <AuthLayout title={t('verify.verifiedTitle')} footer={footer}>
        <Alert tone="success">
          {email ? t('verify.verifiedWithEmail', { email }) : t('verify.verified')}
        </Alert>
        <Link to={paths.auth.login.getHref()} className={buttonVariants({ className: 'w-full' })}>
          {t('verify.continue')}
        </Link>
      </AuthLayout>
    );
  }

  const resendBlock = email ? (
    <div className="space-y-3">
      {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
      {resend.isError ? <Alert tone="error">{t('verify.resendFailed')}</Alert> : null}
      <Button
        variant="outline"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? <Spinner className="h-4 w-4" /> : null}
        {t('verify.resend')}
      </Button>
    </div>
  ) : (
    <p className="text-center text-sm text-slate-600 dark:text-slate-400">
      {t('verify.noEmail', { reason: sharedText(AUTH_MESSAGES.emailRequiredForResend) })}
    </p>
  );

  if (status === 'error') {
    return (
      <AuthLayout title={t('verify.failedTitle')} footer={footer}>
        <Alert tone="error">{t('verify.failed')}</Alert>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('verify.failedHint')}</p>
        {resendBlock}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.checkEmail')} footer={footer}>
      <div className="flex flex-col items-center gap-3 text-center">
        <MailCheck aria-hidden="true" className="h-10 w-10 text-teal-700 dark:text-teal-400" />
        <p className="text-slate-700 dark:text-slate-300">
          {email ? t('verify.sentTo', { email }) : t('verify.sent')}
        </p>
      </div>
      {resendBlock}
    </AuthLayout>
  );
}
