import { BOOKING_MESSAGE_MAX, REQUEST_ANSWER_HOURS, type HostelDetail } from '@hostelhub/shared';
import { useId, useMemo } from 'react';
import { TextareaField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useCreateVisit } from '../api/create-visit';
import { useRequestOutcome } from '../hooks/use-request-outcome';
import { bookingsText } from '../i18n';
import { pakistanInstant } from '../utils/pakistan-time';
import { visitRequestSchema } from '../utils/booking-schemas';
import { RequestDialog } from './request-dialog';
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
  const outcome = useRequestOutcome(t('visitRequest.sent'), onClose, form.setServerErrors);
  const idPrefix = useId().replaceAll(':', '');
  const formId = `${idPrefix}-form`;

  const send = form.handleSubmit(({ starts_at, message }) =>
    create.mutate({ hostel_id: hostel.id, starts_at, ...(message ? { message } : {}) }, outcome),
  );

  return (
    <RequestDialog
      title={t('visitRequest.title', { name: hostel.name })}
      description={t('visitRequest.description', { hours: REQUEST_ANSWER_HOURS })}
      formId={formId}
      sendLabel={t('visitRequest.send')}
      isPending={create.isPending}
      isDirty={form.isDirty && !create.isSuccess}
      onClose={onClose}
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
    </RequestDialog>
  );
}
