import { ReportResolutionSchema, type AdminReport, type ReportAction } from '@hostelhub/shared';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextareaField } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useResolveReport } from '../api/resolve-report';
import { adminText } from '../i18n';
import { REPORT_ACTION_KEYS } from '../utils/labels';

/** A report and what the administrator chose to do with it. */
export interface ResolveRequest {
  report: AdminReport;
  action: ReportAction;
}

/**
 * Who or what an action acts on, named in its button and question: the hostel sent back to
 * review, the person suspended ('' for a dismissal or a hidden review).
 */
export function actionSubject(report: AdminReport, action: ReportAction): string {
  if (action === 'return_hostel_to_review') return report.target.hostel?.name ?? '';
  if (action === 'suspend_user') return report.target.person?.full_name ?? '';
  return '';
}

/**
 * The question before a report is resolved (issue 26): what the action does and that the
 * reporter is told, an optional note for the record (ReportResolutionSchema; the reporter never
 * sees it), Cancel and the action's own button (red unless it only dismisses). A refusal (the
 * report already resolved, what it reports gone) shows the server's sentence; success closes it
 * with a toast once the queue and what the action changed have been refreshed.
 */
export function ResolveReportDialog({
  request,
  onCancel,
  onResolved,
}: {
  request: ResolveRequest;
  onCancel: () => void;
  onResolved: () => void;
}) {
  const t = useT(adminText);
  const mutation = useResolveReport();
  const { report, action } = request;
  const keys = REPORT_ACTION_KEYS[action];
  const name = actionSubject(report, action);
  const form = useSchemaForm(ReportResolutionSchema, { note: '' }, (values) => ({
    action,
    note: values.note,
  }));
  const isBusy = mutation.isPending;

  const submit = form.handleSubmit((input) => {
    mutation.mutate(
      { id: report.id, ...input },
      {
        onSuccess: () => {
          toast.success(t(keys.done));
          onResolved();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });

  return (
    <FormDialog
      title={t(keys.title, { name })}
      isDirty={form.values.note.trim() !== ''}
      isPending={isBusy}
      onClose={onCancel}
      onSubmit={submit}
      error={mutation.isError ? errorText(mutation.error, t('resolve.failed')) : null}
      submitLabel={t(keys.confirm, { name })}
      submitVariant={action === 'dismiss' ? 'primary' : 'danger'}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t(keys.body, { name })}</p>
      <TextareaField
        form={form}
        name="note"
        idPrefix={`resolve-${report.id}`}
        label={t('resolve.note')}
        hint={t('resolve.noteHint')}
        rows={3}
        dir="auto"
        disabled={isBusy}
      />
    </FormDialog>
  );
}
