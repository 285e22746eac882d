import {
  AUTH_MESSAGES,
  isTwoFactorChallenge,
  type Session,
  type TwoFactorChallenge,
} from '@hostelhub/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths, roleHomeHref } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { googleCallback } from '../api/google-callback';
import { verifyEmail } from '../api/verify-email';
import { AUTH_TIMINGS } from '../utils/auth-feedback';
import { AuthLayout } from './auth-layout';
import { TwoFactorStep } from './two-factor-step';
import { useSharedText, useT } from '../../../lib/i18n';
import { authText } from '../i18n';

/** The callback's outcomes, each with its message. */
const SUCCESS_TEXT = {
  signedIn: 'callback.signedIn',
  emailVerified: 'callback.emailVerified',
} as const;
const ERROR_TEXT = {
  authFailed: 'callback.authFailed',
  invalid: 'callback.invalid',
} as const;

type CallbackState =
  | { kind: 'loading' }
  | { kind: 'success'; message: keyof typeof SUCCESS_TEXT; next: string }
  | { kind: 'two-factor'; challenge: TwoFactorChallenge }
  | { kind: 'error'; message: keyof typeof ERROR_TEXT | 'googleFailed' };

function verifyEmailHref(email: string, status: 'verified' | 'error'): string {
  return `${paths.auth.verifyEmail.getHref()}?${new URLSearchParams({ email, status }).toString()}`;
}

/** Loading when the URL carries something to complete; otherwise the error at once. */
function initialState(params: URLSearchParams): CallbackState {
  const isVerification = params.get('type') === 'email_verification' && params.get('token');
  const isGoogle = params.get('code') && params.get('state');
  if (isVerification || isGoogle) return { kind: 'loading' };
  return {
    kind: 'error',
    message: params.get('error') ? 'authFailed' : 'invalid',
  };
}

/**
 * /auth/callback: the Google return (?code&state) and the verification link
 * (?type=email_verification&token&email). States loading, success, error (part 1 section 2).
 */
export function AuthCallback() {
  const t = useT(authText);
  const sharedText = useSharedText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [state, setState] = useState<CallbackState>(() => initialState(params));
  const completeSignIn = useCallback(
    (session: Session) => {
      signIn(session);
      setState({
        kind: 'success',
        message: 'signedIn',
        next: roleHomeHref(session.user.role),
      });
    },
    [signIn],
  );
  // The token and the code are single-use: the call runs once even when effects run twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const type = params.get('type');
    const token = params.get('token');
    const email = params.get('email') ?? '';
    const code = params.get('code');
    const oauthState = params.get('state');

    if (type === 'email_verification' && token) {
      verifyEmail(token).then(
        (result) =>
          setState({
            kind: 'success',
            message: 'emailVerified',
            next: verifyEmailHref(result.email || email, 'verified'),
          }),
        () => void navigate(verifyEmailHref(email, 'error'), { replace: true }),
      );
      return;
    }
    if (code && oauthState) {
      googleCallback({ code, state: oauthState }).then(
        (result) => {
          if (isTwoFactorChallenge(result)) setState({ kind: 'two-factor', challenge: result });
          else completeSignIn(result);
        },
        () => setState({ kind: 'error', message: 'googleFailed' }),
      );
      return;
    }
  }, [params, navigate, completeSignIn]);

  useEffect(() => {
    if (state.kind === 'loading' || state.kind === 'two-factor') return;
    const timer =
      state.kind === 'success'
        ? setTimeout(
            () => void navigate(state.next, { replace: true }),
            AUTH_TIMINGS.callbackSuccessRedirect,
          )
        : setTimeout(
            () => void navigate('/login?error=auth_callback_failed', { replace: true }),
            AUTH_TIMINGS.callbackErrorRedirect,
          );
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <AuthLayout title={t('callback.title')}>
      {state.kind === 'loading' ? (
        <div role="status" className="flex flex-col items-center gap-3 py-4">
          <Spinner className="h-8 w-8 text-teal-700 dark:text-teal-400" />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('callback.completing')}</p>
        </div>
      ) : null}
      {state.kind === 'two-factor' ? (
        <TwoFactorStep
          challenge={state.challenge}
          onSession={completeSignIn}
          onRestart={() => void navigate(paths.auth.login.getHref(), { replace: true })}
        />
      ) : null}
      {state.kind === 'success' ? (
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
          <CircleCheck aria-hidden="true" className="h-10 w-10 text-green-600" />
          <p className="font-medium text-slate-900 dark:text-white">
            {t(SUCCESS_TEXT[state.message])}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('callback.redirecting')}</p>
        </div>
      ) : null}
      {state.kind === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
          <CircleX aria-hidden="true" className="h-10 w-10 text-red-600" />
          <p className="font-medium text-slate-900 dark:text-white">
            {state.message === 'googleFailed'
              ? sharedText(AUTH_MESSAGES.googleFailed)
              : t(ERROR_TEXT[state.message])}
          </p>
          <Link to={paths.auth.login.getHref()} className={buttonVariants()}>
            {t('callback.tryAgain')}
          </Link>
        </div>
      ) : null}
    </AuthLayout>
  );
}
