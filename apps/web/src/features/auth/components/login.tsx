import { isTwoFactorChallenge, LoginSchema } from '@hostelhub/shared';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useAuth } from '../../../lib/auth';
import { useLogin } from '../api/login';
import { errorText } from '../../../lib/error-text';
import { AUTH_ERROR_TEXT, AUTH_TIMINGS } from '../utils/auth-feedback';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { GoogleButton, OrDivider, WhenGoogleConfigured } from './google-button';
import { SignInSteps } from './sign-in-steps';
import { useSignInSteps } from '../hooks/use-sign-in-steps';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

/** The notice /login and /admin/login show after a sign-up (part 1 section 2). */
export function VerificationSentNotice({ params }: { params: URLSearchParams }) {
  const t = useT(authText);
  const email = params.get('email');
  if (params.get('message') !== 'verification_sent' || !email) return null;
  return (
    <Alert tone="success" title={t('created.title')}>
      {t('login.verificationSent', { email })}
      {params.get('type') === 'owner' ? ` ${t('login.ownerReview')}` : null}
    </Alert>
  );
}

export function Login() {
  const t = useT(authText);
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const mutation = useLogin();
  const form = useSchemaForm(LoginSchema, { email: '', password: '' });
  const steps = useSignInSteps(form, mutation);
  const { session, setSession, setChallenge } = steps;

  // Part 1 section 4: about 0.5 s after success the session starts and GuestRoute sends the
  // user on to ?redirect= or /{role}.
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => signIn(session), AUTH_TIMINGS.loginRedirect);
    return () => clearTimeout(timer);
  }, [session, signIn]);

  const onSubmit = form.handleSubmit((input) => {
    if (mutation.isPending || session) return;
    mutation.mutate(input, {
      onSuccess: (result) =>
        isTwoFactorChallenge(result) ? setChallenge(result) : setSession(result),
    });
  });

  return (
    <AuthLayout
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkClasses}>
            {t('login.signUp')}
          </Link>
        </>
      }
    >
      <VerificationSentNotice params={params} />
      {params.get('error') === 'auth_callback_failed' ? (
        <Alert tone="error">{t('callback.authFailed')}</Alert>
      ) : null}
      {mutation.isError ? (
        <Alert tone="error">{errorText(mutation.error, t('login.failed'), AUTH_ERROR_TEXT)}</Alert>
      ) : null}
      <SignInSteps steps={steps} onSubmit={onSubmit} audience="user">
        <WhenGoogleConfigured>
          <OrDivider />
          <GoogleButton />
        </WhenGoogleConfigured>
      </SignInSteps>
    </AuthLayout>
  );
}
