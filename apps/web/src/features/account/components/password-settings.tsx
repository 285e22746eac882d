import { ChangePasswordSchema } from '@hostelhub/shared';
import { KeyRound } from 'lucide-react';
import { useId, useMemo, type FormEvent } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useChangePassword } from '../api/change-password';
import { useT } from '../../../lib/i18n';
import { accountText } from '../i18n';
import { PasswordField } from './password-field';

/**
 * The shared body of POST /auth/change-password, with this form's own words for an empty
 * current password (the limits stay the shared schema's).
 */
function passwordFormSchema(currentPasswordRequired: string) {
  return ChangePasswordSchema.extend({
    current_password: z
      .string()
      .min(1, { error: currentPasswordRequired })
      .pipe(ChangePasswordSchema.shape.current_password),
  });
}

const EMPTY = { current_password: '', new_password: '' };

/**
 * Change password: the current one is required and the new one follows the shared rules
 * (messages under each field); other sessions end. Success is a toast, a refusal stays inline.
 */
export function PasswordSettings() {
  const t = useT(accountText);
  const change = useChangePassword();
  const schema = useMemo(() => passwordFormSchema(t('password.currentRequired')), [t]);
  const form = useSchemaForm(schema, EMPTY);
  const id = useId();

  const changePassword = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success(t('password.changed'));
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
            {t('password.title')}
          </h2>
          {change.isError ? (
            <Alert tone="error">{errorText(change.error, t('password.failed'))}</Alert>
          ) : null}
          <PasswordField
            form={form}
            name="current_password"
            idPrefix={id}
            label={t('password.current')}
            autoComplete="current-password"
          />
          <PasswordField
            form={form}
            name="new_password"
            idPrefix={id}
            label={t('password.new')}
            autoComplete="new-password"
            hint={t('password.newHint')}
          />
          <Button type="submit" variant="outline" disabled={change.isPending}>
            {t('password.submit')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
