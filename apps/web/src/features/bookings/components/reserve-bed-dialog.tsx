import {
  BOOKING_MESSAGE_MAX,
  REQUEST_ANSWER_HOURS,
  RESERVATION_MONTHS_MAX,
  type HostelDetail,
  type Room,
} from '@hostelhub/shared';
import { Banknote, ScrollText, Wallet } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { SelectField, TextareaField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { useCreateReservation } from '../api/create-reservation';
import { useRequestOutcome } from '../hooks/use-request-outcome';
import { bookingsText } from '../i18n';
import { reservationRequestSchema } from '../utils/booking-schemas';
import { bookableDays } from '../utils/pakistan-time';
import { RequestDialog } from './request-dialog';

interface ReserveValues extends Record<string, unknown> {
  move_in: string;
  months: string;
  message: string;
}

const MONTHS = Array.from({ length: RESERVATION_MONTHS_MAX }, (_, index) => index + 1);

/** One of the things a student reads before sending: deposit, house rules, payment. */
function Terms({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Wallet;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <Icon
        aria-hidden="true"
        className="mt-0.5 h-5 w-5 shrink-0 text-teal-700 dark:text-teal-400"
      />
      <div className="min-w-0 space-y-1">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
        <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>
      </div>
    </div>
  );
}

/**
 * "Reserve a bed" (issue 27): the room and its price, a move-in day from today (Pakistan
 * time), 1 to 12 months and a message; before sending, the hostel's deposit and house rules and
 * the sentence that payment happens at the hostel. The API's refusal stays in the dialog.
 */
export function ReserveBedDialog({
  hostel,
  room,
  onClose,
}: {
  hostel: HostelDetail;
  room: Room;
  onClose: () => void;
}) {
  const t = useT(bookingsText);
  const format = useFormatters();
  const names = useRoomWords();
  const schema = useMemo(() => reservationRequestSchema(), []);
  const initial = useMemo<ReserveValues>(() => ({ move_in: '', months: '1', message: '' }), []);
  const toInput = useMemo(
    () => (values: ReserveValues) => ({ room_id: room.id, ...values }),
    [room.id],
  );
  const form = useSchemaForm(schema, initial, { toInput });
  const create = useCreateReservation();
  const outcome = useRequestOutcome(t('reserve.sent'), onClose, form.setServerErrors);
  const idPrefix = useId().replaceAll(':', '');
  const formId = `${idPrefix}-form`;
  const days = bookableDays();
  const roomName = names.title(room);

  const send = form.handleSubmit(({ move_in, months, message }) =>
    create.mutate({ room_id: room.id, move_in, months, ...(message ? { message } : {}) }, outcome),
  );

  return (
    <RequestDialog
      title={t('reserve.title', { room: roomName })}
      description={t('reserve.description', {
        hostel: hostel.name,
        price: format.rupees(room.price_per_month),
        hours: REQUEST_ANSWER_HOURS,
      })}
      formId={formId}
      sendLabel={t('reserve.send')}
      isPending={create.isPending}
      isDirty={form.isDirty && !create.isSuccess}
      onClose={onClose}
    >
      <form id={formId} className="space-y-5" noValidate onSubmit={send}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${idPrefix}-move_in`}
            label={t('reserve.moveIn')}
            hint={t('reserve.moveInHint')}
            error={form.errors.move_in}
            required
          >
            {(props) => (
              <Input
                {...props}
                type="date"
                name="move_in"
                min={days.min}
                max={days.max}
                value={form.values.move_in}
                onChange={(event) => form.setValue('move_in', event.target.value)}
              />
            )}
          </Field>
          <SelectField
            form={form}
            name="months"
            label={t('reserve.months')}
            idPrefix={idPrefix}
            required
            options={MONTHS.map((count) => ({
              value: String(count),
              label: t('reserve.monthCount', { count }),
            }))}
          />
        </div>
        <TextareaField
          form={form}
          name="message"
          label={t('field.message')}
          hint={t('reserve.messageHint')}
          idPrefix={idPrefix}
          maxLength={BOOKING_MESSAGE_MAX}
          rows={3}
          dir="auto"
        />
        <section
          aria-label={t('reserve.termsLabel')}
          className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-800/40"
        >
          <Terms icon={Wallet} title={t('reserve.deposit')}>
            <p dir="auto" className="whitespace-pre-line">
              {hostel.deposit_text ?? t('reserve.noDeposit')}
            </p>
          </Terms>
          <Terms icon={ScrollText} title={t('reserve.rules')}>
            <p dir="auto" className="whitespace-pre-line">
              {hostel.rules ?? t('reserve.noRules')}
            </p>
          </Terms>
          <Terms icon={Banknote} title={t('reserve.payment')}>
            <p>{t('reserve.paymentText')}</p>
          </Terms>
        </section>
        {create.isError ? (
          <Alert tone="error">{errorText(create.error, t('reserve.failed'))}</Alert>
        ) : null}
      </form>
    </RequestDialog>
  );
}
