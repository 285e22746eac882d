import {
  CreateReportSchema,
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_MIN,
  REPORT_REASON_NEEDING_DETAILS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@hostelhub/shared';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextareaField } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useCreateReport } from '../api/create-report';
import { reportsText } from '../i18n';
import { ReasonField } from './reason-field';

/** The form's values: the reason chosen ('' for none yet) and the details as typed. */
type ReportFormValues = {
  reason: ReportReason | '';
  details: string;
};

const EMPTY: ReportFormValues = { reason: '', details: '' };

/** Characters as the schema counts them: code points of the trimmed text. */
function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  /** The reported person's name (a user report), named in the title. */
  targetName?: string | undefined;
  /** Called on Cancel, on close, and after the report is sent. */
  onClose: () => void;
}

/**
 * Reporting a hostel, a review, a chat message or a user (issue 26): the reasons offered for
 * that kind of thing as radio buttons, and details (needed, 10 characters or more, for
 * "Something else"; optional otherwise) with a counter, checked with the shared
 * CreateReportSchema (decision 017). Sent, it closes with a thank-you toast; a refusal (already
 * reported, one's own thing, not found) shows the server's sentence above the buttons. Closing
 * with details typed asks "Discard changes?" first.
 */
export function ReportDialog({ targetType, targetId, targetName, onClose }: ReportDialogProps) {
  const t = useT(reportsText);
  const format = useFormatters();
  const mutation = useCreateReport();
  const form = useSchemaForm(CreateReportSchema, EMPTY, {
    toInput: (values) => ({
      target_type: targetType,
      target_id: targetId,
      reason: values.reason || undefined,
      details: values.details,
    }),
    dirtyOf: (values) => values.details.trim(),
  });
  const isBusy = mutation.isPending;
  const idPrefix = `report-${targetType}-${targetId}`;
  const needsDetails = form.values.reason === REPORT_REASON_NEEDING_DETAILS;
  const count = format.number(characterCount(form.values.details));
  const max = format.number(REPORT_DETAILS_MAX);

  const title =
    targetType === 'hostel'
      ? t('title.hostel')
      : targetType === 'review'
        ? t('title.review')
        : targetType === 'message'
          ? t('title.message')
          : targetName
            ? t('title.user', { name: targetName })
            : t('title.userUnnamed');

  const submit = form.handleSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success(t('dialog.sent'));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.details);
      },
    });
  });

  return (
    <FormDialog
      title={title}
      description={t('dialog.description')}
      formLabel={title}
      isDirty={form.isDirty}
      isPending={isBusy}
      onClose={onClose}
      onSubmit={submit}
      error={mutation.isError ? errorText(mutation.error, t('dialog.failed')) : null}
      submitLabel={t('dialog.submit')}
      pendingLabel={t('dialog.sending')}
    >
      <ReasonField
        name="reason"
        legend={t('reason.legend')}
        reasons={REPORT_REASONS[targetType]}
        value={form.values.reason}
        onChange={(reason) => form.setValue('reason', reason)}
        error={form.errors.reason}
        disabled={isBusy}
      />
      <TextareaField
        form={form}
        name="details"
        idPrefix={idPrefix}
        label={t('details.label')}
        hint={
          needsDetails
            ? t('details.hintRequired', {
                count,
                max,
                min: format.number(REPORT_DETAILS_MIN),
              })
            : t('details.hint', { count, max })
        }
        rows={4}
        dir="auto"
        required={needsDetails}
        disabled={isBusy}
      />
    </FormDialog>
  );
}
