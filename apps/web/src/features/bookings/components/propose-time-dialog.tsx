import type { Visit } from '@hostelhub/shared';
import { useId, useMemo } from 'react';
import { toast } from 'sonner';
import { useDiscardGuard } from '../../../components/discard-guard';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PendingButton } from '../../../components/ui/pending-button';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useHostel } from '../../../lib/get-hostel';
import { useT } from '../../../lib/i18n';
import { useUpdateVisit } from '../api/update-visit';
import { usePakistanTime } from '../hooks/use-pakistan-time';
import { bookingsText } from '../i18n';
import { proposeVisitSchema } from '../utils/booking-schemas';
import { pakistanInstant } from '../utils/pakistan-time';
import { VisitingHours } from './visiting-hours';
import { VisitTimeFields } from './visit-time-fields';

interface ProposeValues extends Record<string, unknown> {
  date: string;
  time: string;
}

const EMPTY: ProposeValues = { date: '', time: '' };

/**
 * "Propose another time" (issue 27): the owner picks a day and a time inside the hostel's
 * visiting hours (shown beside the form, Pakistan time), checked before sending; the student is
 * then asked to accept or decline it.
 */
export function ProposeTimeDialog({ visit, onClose }: { visit: Visit; onClose: () => void }) {
  const t = useT(bookingsText);
  const time = usePakistanTime();
  const hostel = useHostel(visit.hostel.id);
  const windows = useMemo(() => hostel.data?.visiting_hours ?? [], [hostel.data?.visiting_hours]);
  const schema = useMemo(() => proposeVisitSchema(windows), [windows]);
  const toInput = useMemo(
    () => (values: ProposeValues) => ({
      action: 'propose',
      starts_at: pakistanInstant(values.date, values.time),
    }),
    [],
  );
  const form = useSchemaForm(schema, EMPTY, { toInput });
  const update = useUpdateVisit();
  const idPrefix = useId().replaceAll(':', '');
  const formId = `${idPrefix}-form`;
  const discard = useDiscardGuard(form.isDirty && !update.isSuccess);
  const close = () => discard.request(onClose);

  const send = form.handleSubmit(({ starts_at }) => {
    if (!starts_at) return;
    update.mutate(
      { id: visit.id, action: 'propose', starts_at },
      {
        onSuccess: () => {
          toast.success(t('toast.visitProposed'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });

  let body;
  if (hostel.isPending) {
    body = (
      <p
        role="status"
        className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
      >
        <Spinner className="h-4 w-4" />
        {t('propose.loadingHours')}
      </p>
    );
  } else if (hostel.isError) {
    body = (
      <LoadError
        title={t('propose.hoursFailed')}
        message={errorText(hostel.error, t('propose.hoursFailed'))}
        onRetry={() => void hostel.refetch()}
        isRetrying={hostel.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-5">
        <VisitingHours windows={windows} headingId={`${idPrefix}-hours`} />
        <form id={formId} className="space-y-4" noValidate onSubmit={send}>
          <VisitTimeFields
            idPrefix={idPrefix}
            date={form.values.date}
            time={form.values.time}
            windows={windows}
            // The day and the time together make the schema's `starts_at`.
            error={form.errors.starts_at}
            onDateChange={(date) => form.setValue('date', date)}
            onTimeChange={(clock) => form.setValue('time', clock)}
          />
          {update.isError ? (
            <Alert tone="error">{errorText(update.error, t('toast.failed'))}</Alert>
          ) : null}
        </form>
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('propose.title')}
      description={t('propose.description', {
        name: visit.student.full_name,
        time: time.dateTime(visit.starts_at),
      })}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            {t('dialog.cancel')}
          </Button>
          <PendingButton
            type="submit"
            form={formId}
            isPending={update.isPending}
            disabled={update.isPending || !hostel.isSuccess}
            pendingLabel={t('dialog.sending')}
          >
            {t('propose.send')}
          </PendingButton>
        </>
      }
    >
      {body}
      {discard.dialog}
    </Dialog>
  );
}
