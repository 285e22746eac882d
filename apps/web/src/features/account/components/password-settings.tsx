import { ChangePasswordSchema } from '@hostelhub/shared';
import { KeyRound } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useChangePassword } from '../api/change-password';
import { ACCOUNT_TEXTS } from '../texts';
import { PasswordField } from './password-field';

/**
 * The shared body of POST /auth/change-password, with this form's own words for an empty
 * current password (the limits stay the shared schema's).
 */
const PasswordFormSchema = ChangePasswordSchema.extend({
  current_password: z
    .string()
    .min(1, { error: ACCOUNT_TEXTS.currentPasswordRequired })
    .pipe(ChangePasswordSchema.shape.current_password),
});

const EMPTY = { current_password: '', new_password: '' };

/**
 * Change password: the current one is required and the new one follows the shared rules
 * (messages under each field); other sessions end. Success is a toast, a refusal stays inline.
 */
export function PasswordSettings() {
  const change = useChangePassword();
  const form = useSchemaForm(PasswordFormSchema, EMPTY);
  const id = useId();

  const changePassword = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success(ACCOUNT_TEXTS.passwordChanged);
      },
    }),
  );
  // A new try takes the last refusal away, whether or not it gets past the checks.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    change.reset();
    changePassword(event);
  };

  return (
    <Card>
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-3">
          <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            Change password
          </h2>
          {change.isError ? (
            <Alert tone="error">
              {errorText(change.error, ACCOUNT_TEXTS.passwordChangeFailed)}
            </Alert>
          ) : null}
          <PasswordField
            form={form}
            name="current_password"
            idPrefix={id}
            label="Current password"
            autoComplete="current-password"
          />
          <PasswordField
            form={form}
            name="new_password"
            idPrefix={id}
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters with an uppercase letter, a lowercase letter and a digit."
          />
          <Button type="submit" variant="outline" disabled={change.isPending}>
            Change password
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
