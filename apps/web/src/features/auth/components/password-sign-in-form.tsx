import type { FormEventHandler } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { SchemaForm } from '../../../hooks/use-schema-form';
import { EmailField } from './account-fields';
import { authLinkClasses } from './auth-layout';
import { AuthSubmitButton } from './auth-submit-button';
import { PasswordField } from '../../../components/form/password-field';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

export interface PasswordSignInFormProps {
  form: SchemaForm<{ email: string; password: string }, unknown>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A request is out or the session is starting: the fields are disabled. */
  isBusy: boolean;
  /** The sign-in request is out: the button shows 'Signing in...'. */
  isPending: boolean;
  emailLabel: string;
  submitLabel: string;
}

/** Email, password, 'Forgot password?' and the submit button of /login and /admin/login. */
export function PasswordSignInForm({
  form,
  onSubmit,
  isBusy,
  isPending,
  emailLabel,
  submitLabel,
}: PasswordSignInFormProps) {
  const t = useT(authText);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField form={form} label={emailLabel} disabled={isBusy} />
      <PasswordField form={form} name="password" label={t('field.password')} disabled={isBusy} />
      <div className="flex justify-end text-sm">
        <Link to={paths.auth.forgotPassword.getHref()} className={authLinkClasses}>
          {t('login.forgot')}
        </Link>
      </div>
      <AuthSubmitButton isBusy={isBusy} isPending={isPending} pendingLabel={t('login.pending')}>
        {submitLabel}
      </AuthSubmitButton>
    </form>
  );
}
