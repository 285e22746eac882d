import type { FormEventHandler } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { SchemaForm } from '../../../hooks/use-schema-form';
import { authLinkClasses } from './auth-layout';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/schema-fields';

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
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        form={form}
        name="email"
        label={emailLabel}
        type="email"
        autoComplete="email"
        disabled={isBusy}
      />
      <PasswordField form={form} name="password" label="Password" disabled={isBusy} />
      <div className="flex justify-end text-sm">
        <Link to={paths.auth.forgotPassword.getHref()} className={authLinkClasses}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isPending ? <Spinner className="h-4 w-4" /> : null}
        {isPending ? 'Signing in...' : submitLabel}
      </Button>
    </form>
  );
}
