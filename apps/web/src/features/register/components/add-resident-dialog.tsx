import { CreateResidentSchema, type RoomBeds } from '@hostelhub/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useCreateResident } from '../api/create-resident';
import { useAcceptedReservations } from '../api/get-accepted-reservations';
import { registerText } from '../i18n';
import {
  emptyResidentForm,
  toResidentInput,
  type AddMode,
  type ResidentFormValues,
} from '../utils/resident-input';
import {
  PlaceFields,
  RecordFields,
  ReservationPhoneField,
  WalkInFields,
} from './resident-form-fields';

export interface AddResidentDialogProps {
  hostelId: string;
  rooms: RoomBeds[];
  /** The bed chosen on the map, if any. */
  start?: { roomId: string; bedId: string } | undefined;
  /** Owners may move in an accepted reservation's student; staff add walk-ins. */
  canMoveInReservation: boolean;
  onClose: () => void;
}

/**
 * "Add resident" (issue 44 items 2 and 7): a walk-in, or "Move in from reservation" choosing an
 * accepted reservation of this hostel (the student, room and dates come from it). Checked with
 * the shared CreateResidentSchema; the API's field messages show at their fields.
 */
export function AddResidentDialog({
  hostelId,
  rooms,
  start,
  canMoveInReservation,
  onClose,
}: AddResidentDialogProps) {
  const t = useT(registerText);
  const format = useFormatters();
  const [mode, setMode] = useState<AddMode>('walk_in');
  const reservations = useAcceptedReservations(
    hostelId,
    canMoveInReservation && mode === 'reservation',
  );
  const create = useCreateResident();
  const form = useSchemaForm(
    CreateResidentSchema,
    emptyResidentForm(start?.roomId, start?.bedId),
    (values: ResidentFormValues) => toResidentInput(values, mode),
  );
  const idPrefix = 'add-resident';
  const isBusy = create.isPending;
  const submit = form.handleSubmit(() => {
    create.mutate(
      { hostelId, ...toResidentInput(form.values, mode) },
      {
        onSuccess: (resident) => {
          toast.success(t('add.done', { name: resident.full_name }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });
  const title = mode === 'walk_in' ? t('add.title') : t('add.fromReservation');
  return (
    <FormDialog
      title={title}
      formLabel={title}
      isDirty={form.isDirty}
      isPending={isBusy}
      onClose={onClose}
      onSubmit={submit}
      error={create.isError ? errorText(create.error, t('add.failed')) : null}
      submitLabel={mode === 'walk_in' ? t('add.submit') : t('add.moveIn')}
      pendingLabel={t('form.saving')}
    >
      {canMoveInReservation ? (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">{t('add.how')}</legend>
          {(['walk_in', 'reservation'] as const).map((value) => (
            <label
              key={value}
              className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <input
                type="radio"
                name="add-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="h-4 w-4 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600"
              />
              {value === 'walk_in' ? t('add.walkIn') : t('add.fromReservation')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {mode === 'reservation' ? (
        <SelectField
          form={form}
          name="reservation_id"
          idPrefix={idPrefix}
          label={t('add.reservation')}
          placeholder={
            reservations.isPending ? t('add.reservationsLoading') : t('add.chooseReservation')
          }
          hint={reservations.data?.length === 0 ? t('add.noReservations') : undefined}
          required
          disabled={isBusy}
          options={(reservations.data ?? []).map((reservation) => ({
            value: reservation.id,
            label: t('add.reservationOption', {
              name: reservation.student.full_name,
              room: reservation.room.room_title ?? reservation.room.room_type,
              date: format.calendarDate(reservation.move_in),
            }),
          }))}
        />
      ) : (
        <WalkInFields form={form} idPrefix={idPrefix} disabled={isBusy} />
      )}
      {mode === 'reservation' ? (
        <ReservationPhoneField form={form} idPrefix={idPrefix} disabled={isBusy} />
      ) : null}
      <PlaceFields
        form={form}
        rooms={rooms}
        idPrefix={idPrefix}
        withRoom={mode === 'walk_in'}
        reservedRoomId={
          reservations.data?.find((r) => r.id === form.values.reservation_id)?.room.id
        }
        disabled={isBusy}
      />
      <RecordFields form={form} idPrefix={idPrefix} disabled={isBusy} />
    </FormDialog>
  );
}
