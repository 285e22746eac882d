import { DeleteAccountSchema } from '@hostelhub/shared';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_TEXTS } from '../texts';
import { DangerFormDialog } from './danger-form-dialog';
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
    <DangerFormDialog
      open={open}
      title="Delete your account"
      intro="This cannot be undone. Enter your password to confirm."
      error={
        deleteAccount.isError ? errorText(deleteAccount.error, ACCOUNT_TEXTS.deleteFailed) : null
      }
      isPending={deleteAccount.isPending}
      canSubmit={Boolean(form.values.password)}
      submitLabel="Delete my account"
      onSubmit={submit}
      onClose={close}
      onCancel={onClose}
    >
      {(id) => (
        <PasswordField
          form={form}
          name="password"
          idPrefix={id}
          label="Password"
          autoComplete="current-password"
        />
      )}
    </DangerFormDialog>
  );
}
