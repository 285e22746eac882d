import { BOOKING_MESSAGE_MAX, REQUEST_ANSWER_HOURS, type HostelDetail } from '@hostelhub/shared';
import { useId, useMemo } from 'react';
import { TextareaField } from '../../../components/form/schema-fields';
import { useDiscardGuard } from '../../../components/discard-guard';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useCreateVisit } from '../api/create-visit';
import { useAnnounceSent } from '../hooks/use-announce-sent';
import { bookingsText } from '../i18n';
import { pakistanInstant } from '../utils/pakistan-time';
import { visitRequestSchema } from '../utils/booking-schemas';
import { VisitingHours } from './visiting-hours';
import { VisitTimeFields } from './visit-time-fields';

interface VisitRequestValues extends Record<string, unknown> {
  date: string;
  time: string;
  message: string;
}

const EMPTY: VisitRequestValues = { date: '', time: '', message: '' };

/**
 * "Request a visit" (issue 27): the hostel's visiting hours by day, a day and a time inside
 * them (checked before sending with the shared isWithinVisitingHours) and an optional message.
 * The API's refusal stays in the dialog; once sent, a toast leads to Visits & reservations.
 */
export function VisitRequestDialog({
  hostel,
  onClose,
}: {
  hostel: HostelDetail;
  onClose: () => void;
}) {
  const t = useT(bookingsText);
  const windows = useMemo(() => hostel.visiting_hours ?? [], [hostel.visiting_hours]);
  const schema = useMemo(() => visitRequestSchema(windows), [windows]);
  const toInput = useMemo(
    () => (values: VisitRequestValues) => ({
      hostel_id: hostel.id,
      starts_at: pakistanInstant(values.date, values.time),
      message: values.message,
    }),
    [hostel.id],
  );
  const form = useSchemaForm(schema, EMPTY, { toInput });
  const create = useCreateVisit();
  const announceSent = useAnnounceSent();
  const idPrefix = useId().replaceAll(':', '');
  const formId = `${idPrefix}-form`;
  const discard = useDiscardGuard(form.isDirty && !create.isSuccess);
  const close = () => discard.request(onClose);

  const send = form.handleSubmit(({ starts_at, message }) =>
    create.mutate(
      { hostel_id: hostel.id, starts_at, ...(message ? { message } : {}) },
      {
        onSuccess: () => {
          announceSent(t('visitRequest.sent'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('visitRequest.title', { name: hostel.name })}
      description={t('visitRequest.description', { hours: REQUEST_ANSWER_HOURS })}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            {t('dialog.cancel')}
          </Button>
          <PendingButton
            type="submit"
            form={formId}
            isPending={create.isPending}
            disabled={create.isPending}
            pendingLabel={t('dialog.sending')}
          >
            {t('visitRequest.send')}
          </PendingButton>
        </>
      }
    >
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
            onTimeChange={(time) => form.setValue('time', time)}
          />
          <TextareaField
            form={form}
            name="message"
            label={t('field.message')}
            hint={t('visitRequest.messageHint')}
            idPrefix={idPrefix}
            maxLength={BOOKING_MESSAGE_MAX}
            rows={3}
            dir="auto"
          />
          {create.isError ? (
            <Alert tone="error">{errorText(create.error, t('visitRequest.failed'))}</Alert>
          ) : null}
        </form>
      </div>
      {discard.dialog}
    </Dialog>
  );
}
