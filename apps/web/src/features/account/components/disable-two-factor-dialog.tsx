import { TWO_FACTOR_MESSAGES, TwoFactorDisableSchema } from '@hostelhub/shared';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useSharedText, useT } from '../../../lib/i18n';
import { accountText } from '../i18n';
import { DangerFormDialog } from './danger-form-dialog';
import { PasswordField } from './password-field';

const EMPTY = { proof: '' };

/**
 * Turning two-factor sign-in off (decision 9): an authenticator or recovery code, or the
 * password for an account that has one, checked with the shared TwoFactorDisableSchema (a
 * code without its spaces and dashes). A refusal stays in the dialog; it cannot be closed
 * while the request is out.
 */
export function DisableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(accountText);
  const sharedText = useSharedText();
  const { user } = useAuth();
  const disable = useDisableTwoFactor();
  const [usePassword, setUsePassword] = useState(false);
  const form = useSchemaForm(TwoFactorDisableSchema, EMPTY, (values) =>
    usePassword ? { password: values.proof } : { code: values.proof },
  );
  const canUsePassword = user?.has_password !== false;

  const close = () => {
    if (disable.isPending) return;
    form.reset(EMPTY);
    disable.reset();
    onClose();
  };
  const submit = form.handleSubmit((proof) => {
    if (!disable.isPending) disable.mutate(proof, { onSuccess: close });
  });

  return (
    <DangerFormDialog
      open={open}
      title={t('disable.title')}
      intro={t('disable.intro', { reason: sharedText(TWO_FACTOR_MESSAGES.proofRequired) })}
      error={disable.isError ? errorText(disable.error, t('twoFactor.failed')) : null}
      isPending={disable.isPending}
      canSubmit={Boolean(form.values.proof)}
      submitLabel={t('twoFactor.turnOff')}
      onSubmit={submit}
      onClose={close}
      onCancel={close}
    >
      {(id) => (
        <>
          {usePassword ? (
            <PasswordField
              form={form}
              name="proof"
              idPrefix={id}
              label={t('field.password')}
              autoComplete="current-password"
            />
          ) : (
            <Field id={`${id}-proof`} label={t('disable.codeLabel')} required>
              {(props) => (
                <Input
                  {...props}
                  name="proof"
                  autoComplete="one-time-code"
                  value={form.values.proof}
                  onChange={(event) => form.setValue('proof', event.target.value)}
                />
              )}
            </Field>
          )}
          {canUsePassword ? (
            <button
              type="button"
              className="text-sm font-medium text-teal-700 underline-offset-4 hover:underline dark:text-teal-400"
              onClick={() => {
                setUsePassword((current) => !current);
                form.reset(EMPTY);
                disable.reset();
              }}
            >
              {usePassword ? t('disable.useCode') : t('disable.usePassword')}
            </button>
          ) : null}
        </>
      )}
    </DangerFormDialog>
  );
}
