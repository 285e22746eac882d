import {
  isTwoFactorChallenge,
  LoginSchema,
  type Session,
  type TwoFactorChallenge,
} from '@hostelhub/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useAuth } from '../../../lib/auth';
import { useLogin } from '../api/login';
import { errorText } from '../../../lib/error-text';
import { AUTH_ERROR_TEXT, AUTH_TIMINGS } from '../utils/auth-feedback';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { PasswordSignInForm } from './password-sign-in-form';
import { GoogleButton, OrDivider } from './google-button';
import { TwoFactorStep } from './two-factor-step';

/** The notice /login and /admin/login show after a sign-up (part 1 section 2). */
export function VerificationSentNotice({ params }: { params: URLSearchParams }) {
  const email = params.get('email');
  if (params.get('message') !== 'verification_sent' || !email) return null;
  return (
    <Alert tone="success" title="Account created successfully!">
      Please check your email ({email}) and follow the link to verify your account.
      {params.get('type') === 'owner'
        ? ' After verification, your owner account will be reviewed for approval.'
        : null}
    </Alert>
  );
}

export function Login() {
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const mutation = useLogin();
  const form = useSchemaForm(LoginSchema, { email: '', password: '' });
  const [session, setSession] = useState<Session | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

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
  const isBusy = mutation.isPending || session !== null;

  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back to Hostelhub."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkClasses}>
            Sign up
          </Link>
        </>
      }
    >
      <VerificationSentNotice params={params} />
      {params.get('error') === 'auth_callback_failed' ? (
        <Alert tone="error">Authentication failed. Please try again.</Alert>
      ) : null}
      {mutation.isError ? (
        <Alert tone="error">
          {errorText(mutation.error, 'Login failed. Please try again.', AUTH_ERROR_TEXT)}
        </Alert>
      ) : null}
      {session ? <Alert tone="success">Login successful! Redirecting...</Alert> : null}

      {challenge && !session ? (
        <TwoFactorStep
          challenge={challenge}
          onSession={setSession}
          onRestart={() => {
            setChallenge(null);
            mutation.reset();
            form.setValue('password', '');
          }}
        />
      ) : (
        <>
          <PasswordSignInForm
            form={form}
            onSubmit={onSubmit}
            isBusy={isBusy}
            isPending={mutation.isPending}
            emailLabel="Email"
            submitLabel="Sign in"
          />
          <OrDivider />
          <GoogleButton />
        </>
      )}
    </AuthLayout>
  );
}
