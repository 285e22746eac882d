import { TWO_FACTOR_MESSAGES, TwoFactorDisableSchema } from '@hostelhub/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { ACCOUNT_TEXTS } from '../texts';
import { PasswordField } from './password-field';

const EMPTY = { proof: '' };

/**
 * Turning two-factor sign-in off (decision 9): an authenticator or recovery code, or the
 * password for an account that has one, checked with the shared TwoFactorDisableSchema (a
 * code without its spaces and dashes). A refusal stays in the dialog; it cannot be closed
 * while the request is out.
 */
export function DisableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const disable = useDisableTwoFactor();
  const [usePassword, setUsePassword] = useState(false);
  const form = useSchemaForm(TwoFactorDisableSchema, EMPTY, (values) =>
    usePassword ? { password: values.proof } : { code: values.proof },
  );
  const id = useId();
  const formId = `${id}-form`;
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
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Turn off two-factor sign-in"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={disable.isPending}>
            Cancel
          </Button>
          {/* Outside the form in the dialog's footer, it submits the form by its id. */}
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={!form.values.proof || disable.isPending}
          >
            Turn off
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm">{TWO_FACTOR_MESSAGES.proofRequired}.</p>
        {disable.isError ? (
          <Alert tone="error">{errorText(disable.error, ACCOUNT_TEXTS.twoFactorFailed)}</Alert>
        ) : null}
        {usePassword ? (
          <PasswordField
            form={form}
            name="proof"
            idPrefix={id}
            label="Password"
            autoComplete="current-password"
          />
        ) : (
          <Field id={`${id}-proof`} label="Authentication or recovery code" required>
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
            {usePassword ? 'Use a code instead' : 'Use your password instead'}
          </button>
        ) : null}
      </form>
    </Dialog>
  );
}
