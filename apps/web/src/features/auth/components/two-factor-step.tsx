import {
  isAuthenticatorCode,
  TOTP_DIGITS,
  TWO_FACTOR_MESSAGES,
  type Session,
  type TwoFactorChallenge,
} from '@hostelhub/shared';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { verifyTwoFactor } from '../api/two-factor-verify';
import { errorText } from '../../../lib/error-text';
import { AUTH_ERROR_TEXT } from '../utils/auth-feedback';
import { authLinkClasses } from './auth-layout';
import { AuthSubmitButton } from './auth-submit-button';
import { useSharedText, useT } from '../../../lib/i18n';
import { authText } from '../i18n';

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  /** Called with the session once a code is accepted. */
  onSession: (session: Session) => void;
  /** Back to the first step (the password form, or the login page after Google). */
  onRestart: () => void;
}

/**
 * The second sign-in step for accounts with two-factor sign-in on (decision 9): a 6-digit
 * authenticator code, or a recovery code. An expired or exhausted challenge offers a new
 * sign-in instead of another try.
 */
export function TwoFactorStep({ challenge, onSession, onRestart }: TwoFactorStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [hasEnded, setHasEnded] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const id = useId();
  const t = useT(authText);
  const sharedText = useSharedText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending || hasEnded) return;
    const typed = code.replace(/[\s-]/g, '');
    if (useRecovery ? typed.length === 0 : !isAuthenticatorCode(typed)) {
      setError(useRecovery ? TWO_FACTOR_MESSAGES.recoveryPrompt : TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setError(null);
    setIsPending(true);
    verifyTwoFactor({ challenge_token: challenge.challenge_token, code: typed }).then(
      (session) => onSession(session),
      (failure: unknown) => {
        setIsPending(false);
        setCode('');
        const isOver =
          failure instanceof ApiError &&
          (failure.code === 'INVALID_SESSION' || failure.code === 'RATE_LIMITED');
        setHasEnded(isOver);
        setError(errorText(failure, TWO_FACTOR_MESSAGES.invalidCode, AUTH_ERROR_TEXT));
      },
    );
  };

  const switchMode = () => {
    setUseRecovery((current) => !current);
    setCode('');
    setError(null);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="flex gap-3 rounded-lg bg-teal-50 p-4 text-sm text-teal-900 dark:bg-teal-950 dark:text-teal-100">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          <span className="block font-semibold">{t('twoFactor.title')}</span>
          {sharedText(
            useRecovery ? TWO_FACTOR_MESSAGES.recoveryPrompt : TWO_FACTOR_MESSAGES.signInPrompt,
          )}
        </p>
      </div>
      {error ? <Alert tone="error">{sharedText(error)}</Alert> : null}
      {hasEnded ? (
        <Button type="button" className="w-full" onClick={onRestart}>
          {t('twoFactor.signInAgain')}
        </Button>
      ) : (
        <>
          <Field
            id={`${id}-code`}
            label={useRecovery ? t('twoFactor.recoveryCode') : t('twoFactor.authCode')}
            required
          >
            {(props) => (
              <Input
                {...props}
                // The step replaces the form that had focus: the code field takes it over.
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
                disabled={isPending}
                autoComplete="one-time-code"
                // An authenticator code's digits and one space ('123 456').
                {...(useRecovery
                  ? { placeholder: 'xxxxx-xxxxx', spellCheck: false, autoCapitalize: 'none' }
                  : {
                      inputMode: 'numeric' as const,
                      placeholder: '123456',
                      maxLength: TOTP_DIGITS + 1,
                    })}
              />
            )}
          </Field>
          <AuthSubmitButton isPending={isPending} pendingLabel={t('twoFactor.pending')}>
            {t('twoFactor.verify')}
          </AuthSubmitButton>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button type="button" className={authLinkClasses} onClick={switchMode}>
              {useRecovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
            </button>
            <button type="button" className={authLinkClasses} onClick={onRestart}>
              {t('twoFactor.cancel')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
