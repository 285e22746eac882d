import { ltrIsolate, UpdateResidentSchema, type Resident } from '@hostelhub/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useLanguage, useT } from '../../../lib/i18n';
import { useUpdateResident } from '../api/update-resident';
import { registerText } from '../i18n';
import {
  residentFormFrom,
  toResidentUpdate,
  type ResidentFormValues,
} from '../utils/resident-input';
import { RecordFields, WalkInFields } from './resident-form-fields';

/**
 * "Edit record" (issue 44 item 2: PATCH /api/residents/{id}): the resident's name, phone,
 * email, move-in date, CNIC (blank keeps the saved one, which shows masked), home, guardian,
 * institution, language, rent and deposit. Only what changed is sent; a rent change applies
 * from the next month's due (docs/decisions/041). The bed changes through "Move to another
 * bed"; the API's field messages show at their fields.
 */
export function EditResidentDialog({
  resident,
  onClose,
}: {
  resident: Resident;
  onClose: () => void;
}) {
  const t = useT(registerText);
  const { language } = useLanguage();
  const update = useUpdateResident();
  const [initial] = useState(() => residentFormFrom(resident));
  const form = useSchemaForm(UpdateResidentSchema, initial, (values: ResidentFormValues) =>
    toResidentUpdate(values, initial),
  );
  const idPrefix = 'edit-resident';
  const submit = form.handleSubmit((input) => {
    update.mutate(
      { residentId: resident.id, ...input },
      {
        onSuccess: (saved) => {
          toast.success(t('edit.done', { name: saved.full_name }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });
  const title = t('edit.title', { name: resident.full_name });
  return (
    <FormDialog
      title={title}
      formLabel={title}
      isDirty={form.isDirty}
      isPending={update.isPending}
      onClose={onClose}
      onSubmit={submit}
      error={update.isError ? errorText(update.error, t('edit.failed')) : null}
      submitLabel={t('edit.submit')}
      pendingLabel={t('form.saving')}
    >
      <WalkInFields form={form} idPrefix={idPrefix} disabled={update.isPending} />
      <RecordFields
        form={form}
        idPrefix={idPrefix}
        disabled={update.isPending}
        cnicHint={
          resident.cnic_masked
            ? t('edit.cnicHint', { cnic: ltrIsolate(language, resident.cnic_masked) })
            : t('form.cnicHint')
        }
        rentHint={t('edit.rentHint')}
      />
    </FormDialog>
  );
}
