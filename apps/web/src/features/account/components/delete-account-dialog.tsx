import { DeleteAccountSchema } from '@hostelhub/shared';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useDeleteAccount } from '../api/delete-account';
import { useT } from '../../../lib/i18n';
import { accountText } from '../i18n';
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
  const t = useT(accountText);
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
      title={t('delete.title')}
      intro={t('delete.intro')}
      error={deleteAccount.isError ? errorText(deleteAccount.error, t('delete.failed')) : null}
      isPending={deleteAccount.isPending}
      canSubmit={Boolean(form.values.password)}
      submitLabel={t('delete.submit')}
      onSubmit={submit}
      onClose={close}
      onCancel={onClose}
    >
      {(id) => (
        <PasswordField
          form={form}
          name="password"
          idPrefix={id}
          label={t('field.password')}
          autoComplete="current-password"
        />
      )}
    </DangerFormDialog>
  );
}
