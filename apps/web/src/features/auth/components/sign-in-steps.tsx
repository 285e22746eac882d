import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { SignInStepsState } from '../hooks/use-sign-in-steps';
import { PasswordSignInForm } from './password-sign-in-form';
import { TwoFactorStep } from './two-factor-step';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

/** The password form's wording on /login ('user') and /admin/login ('admin'). */
const LABELS = {
  user: { email: 'field.email', submit: 'login.submit' },
  admin: { email: 'adminLogin.email', submit: 'adminLogin.submit' },
} as const;

export interface SignInStepsProps {
  steps: SignInStepsState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  audience: keyof typeof LABELS;
  /** Shown under the password form (the Google sign-in of /login). */
  children?: ReactNode;
}

/**
 * The steps of /login and /admin/login after their error line: the success note once the
 * session is in, the two-factor step while a challenge is open, else the password form (and
 * `children`). Back from the two-factor step drops the challenge, resets the request and
 * clears the password.
 */
export function SignInSteps({ steps, onSubmit, audience, children }: SignInStepsProps) {
  const { session, setSession, challenge, setChallenge, form, mutation, isBusy } = steps;
  const t = useT(authText);
  return (
    <>
      {session ? <Alert tone="success">{t('login.success')}</Alert> : null}
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
            emailLabel={t(LABELS[audience].email)}
            submitLabel={t(LABELS[audience].submit)}
          />
          {children}
        </>
      )}
    </>
  );
}
