import { AUTH_MESSAGES } from '@hostelhub/shared';
import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useResendVerification } from '../api/resend-verification';
import { AuthLayout, authLinkClasses } from './auth-layout';

/** /verify-email?email=&status=verified|error (part 1 section 2). */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const status = params.get('status');
  const resend = useResendVerification();

  const footer = (
    <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
      Back to Login
    </Link>
  );

  if (status === 'verified') {
    return (
      <AuthLayout title="Email verified" footer={footer}>
        <Alert tone="success">
          Your email {email ? `(${email}) ` : ''}has been verified. You can now sign in.
        </Alert>
        <Link to={paths.auth.login.getHref()} className={buttonVariants({ className: 'w-full' })}>
          Continue to Login
        </Link>
      </AuthLayout>
    );
  }

  const resendBlock = email ? (
    <div className="space-y-3">
      {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
      {resend.isError ? <Alert tone="error">Failed to resend verification email.</Alert> : null}
      <Button
        variant="outline"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? <Spinner className="h-4 w-4" /> : null}
        Resend Verification Email
      </Button>
    </div>
  ) : (
    <p className="text-center text-sm text-slate-600 dark:text-slate-400">
      {AUTH_MESSAGES.emailRequiredForResend}: open the link from your email, or sign up again.
    </p>
  );

  if (status === 'error') {
    return (
      <AuthLayout title="Verification failed" footer={footer}>
        <Alert tone="error">Email verification failed. Please try again.</Alert>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The link may have expired or already been used. Request a new one below.
        </p>
        {resendBlock}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Check your email" footer={footer}>
      <div className="flex flex-col items-center gap-3 text-center">
        <MailCheck aria-hidden="true" className="h-10 w-10 text-teal-700 dark:text-teal-400" />
        <p className="text-slate-700 dark:text-slate-300">
          We sent a verification link{email ? ` to ${email}` : ''}. Open it to verify your account,
          then sign in.
        </p>
      </div>
      {resendBlock}
    </AuthLayout>
  );
}
