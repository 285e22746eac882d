import { DeleteAccountSchema } from '@hostelhub/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_TEXTS } from '../texts';
import { PasswordField } from './password-field';

/**
 * Delete Account's confirmation (decision 9): the password, checked with the shared
 * DeleteAccountSchema, then DELETE /api/users/me; `onDeleted` once the server agreed. A
 * refusal stays in the dialog. It cannot be closed while the request is out.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const deleteAccount = useDeleteAccount();
  const form = useSchemaForm(DeleteAccountSchema, { password: '' });
  const id = useId();
  const formId = `${id}-form`;

  const submit = form.handleSubmit((input) =>
    deleteAccount.mutate(input, { onSuccess: onDeleted }),
  );
  const close = () => {
    if (deleteAccount.isPending) return;
    onClose();
    form.reset({ password: '' });
    deleteAccount.reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Delete your account"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={deleteAccount.isPending}>
            Cancel
          </Button>
          {/* Outside the form in the dialog's footer, it submits the form by its id. */}
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={!form.values.password || deleteAccount.isPending}
          >
            Delete my account
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm">This cannot be undone. Enter your password to confirm.</p>
        {deleteAccount.isError ? (
          <Alert tone="error">{errorText(deleteAccount.error, ACCOUNT_TEXTS.deleteFailed)}</Alert>
        ) : null}
        <PasswordField
          form={form}
          name="password"
          idPrefix={id}
          label="Password"
          autoComplete="current-password"
        />
      </form>
    </Dialog>
  );
}
