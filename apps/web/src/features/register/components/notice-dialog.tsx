import { karachiToday, ResidentNoticeSchema, type Resident } from '@hostelhub/shared';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useGiveNotice } from '../api/give-notice';
import { registerText } from '../i18n';

/**
 * "Give notice" (issue 44 item 2): the day the resident leaves, today or later; the bed map
 * shows their bed "free from" it, and students may reserve it from then.
 */
export function NoticeDialog({ resident, onClose }: { resident: Resident; onClose: () => void }) {
  const t = useT(registerText);
  const notice = useGiveNotice();
  const today = karachiToday();
  const form = useSchemaForm(ResidentNoticeSchema, { leaving_date: '' });
  const submit = form.handleSubmit((input) => {
    notice.mutate(
      { residentId: resident.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('notice.done', { name: resident.full_name }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });
  const title = t('notice.title', { name: resident.full_name });
  return (
    <FormDialog
      title={title}
      formLabel={title}
      description={t('notice.description')}
      isDirty={form.isDirty}
      isPending={notice.isPending}
      onClose={onClose}
      onSubmit={submit}
      error={notice.isError ? errorText(notice.error, t('notice.failed')) : null}
      submitLabel={t('notice.submit')}
      pendingLabel={t('form.saving')}
    >
      <Field
        id="notice-leaving_date"
        label={t('notice.date')}
        error={form.errors.leaving_date}
        required
      >
        {(props) => (
          <Input
            {...props}
            type="date"
            name="leaving_date"
            min={today}
            disabled={notice.isPending}
            value={form.values.leaving_date}
            onChange={(event) => form.setValue('leaving_date', event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
