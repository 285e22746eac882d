import {
  ltrIsolate,
  RESIDENT_ADDRESS_MAX,
  RESIDENT_NAME_MAX,
  RESIDENT_TEXT_MAX,
  type RoomBeds,
} from '@hostelhub/shared';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { BoundSchemaForm } from '../../../hooks/use-schema-form';
import { useLanguage, useT } from '../../../lib/i18n';
import { registerText } from '../i18n';
import type { ResidentFormValues } from '../utils/resident-input';
import { roomName } from './bed-map';

type Form = BoundSchemaForm<ResidentFormValues, unknown>;

/** Room and bed: any room; its free beds, or "the room's first free bed" (the API's default). */
export function PlaceFields({
  form,
  rooms,
  idPrefix,
  withRoom,
  reservedRoomId,
  disabled,
}: {
  form: Form;
  rooms: RoomBeds[];
  idPrefix: string;
  /** A walk-in chooses the room; a reservation brings its own (`reservedRoomId`). */
  withRoom: boolean;
  reservedRoomId?: string | undefined;
  disabled: boolean;
}) {
  const t = useT(registerText);
  const roomId = withRoom ? form.values.room_id : reservedRoomId;
  const room = rooms.find((candidate) => candidate.room_id === roomId);
  const freeBeds = (room?.beds ?? []).filter((bed) => bed.state === 'free');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withRoom ? (
        <SelectField
          form={form}
          name="room_id"
          idPrefix={idPrefix}
          label={t('form.room')}
          placeholder={t('form.chooseRoom')}
          required
          disabled={disabled}
          options={rooms.map((option) => ({ value: option.room_id, label: roomName(option) }))}
        />
      ) : null}
      <SelectField
        form={form}
        name="bed_id"
        idPrefix={idPrefix}
        label={t('form.bed')}
        placeholder={t('form.firstFreeBed')}
        disabled={disabled}
        options={freeBeds.map((bed) => ({
          value: bed.id,
          label: t('bed.label', { label: bed.label }),
        }))}
      />
    </div>
  );
}

/**
 * The phone when moving in from a reservation: blank takes the student's account's phone; the
 * API answers 400 on `phone` when the account has none, shown here.
 */
export function ReservationPhoneField({
  form,
  idPrefix,
  disabled,
}: {
  form: Form;
  idPrefix: string;
  disabled: boolean;
}) {
  const t = useT(registerText);
  return (
    <TextField
      form={form}
      name="phone"
      type="tel"
      inputMode="tel"
      idPrefix={idPrefix}
      label={t('form.phone')}
      hint={t('form.phoneFromAccount')}
      disabled={disabled}
    />
  );
}

/** Name, phone, email and the move-in date: a walk-in's own (a reservation brings them). */
export function WalkInFields({
  form,
  idPrefix,
  disabled,
}: {
  form: Form;
  idPrefix: string;
  disabled: boolean;
}) {
  const t = useT(registerText);
  const { language } = useLanguage();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        form={form}
        name="full_name"
        idPrefix={idPrefix}
        label={t('form.fullName')}
        required
        maxLength={RESIDENT_NAME_MAX}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="phone"
        type="tel"
        inputMode="tel"
        idPrefix={idPrefix}
        label={t('form.phone')}
        hint={t('form.phoneHint', { example: ltrIsolate(language, '0300 1234567') })}
        required
        disabled={disabled}
      />
      <TextField
        form={form}
        name="email"
        type="email"
        idPrefix={idPrefix}
        label={t('form.email')}
        disabled={disabled}
      />
      <Field
        id={`${idPrefix}-move_in_date`}
        label={t('form.moveInDate')}
        error={form.errors.move_in_date}
        required
      >
        {(props) => (
          <Input
            {...props}
            type="date"
            name="move_in_date"
            disabled={disabled}
            value={form.values.move_in_date}
            onChange={(event) => form.setValue('move_in_date', event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * CNIC, home, guardian, institution, rent and deposit: the register's record of anyone. The
 * edit form gives its own hints for the CNIC (blank keeps the saved one) and the rent.
 */
export function RecordFields({
  form,
  idPrefix,
  disabled,
  cnicHint,
  rentHint,
}: {
  form: Form;
  idPrefix: string;
  disabled: boolean;
  cnicHint?: string;
  rentHint?: string;
}) {
  const t = useT(registerText);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        form={form}
        name="cnic"
        inputMode="numeric"
        idPrefix={idPrefix}
        label={t('form.cnic')}
        hint={cnicHint ?? t('form.cnicHint')}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="institution_name"
        idPrefix={idPrefix}
        label={t('form.institution')}
        maxLength={RESIDENT_TEXT_MAX}
        disabled={disabled}
      />
      <div className="sm:col-span-2">
        <TextField
          form={form}
          name="home_address"
          idPrefix={idPrefix}
          label={t('form.homeAddress')}
          maxLength={RESIDENT_ADDRESS_MAX}
          disabled={disabled}
        />
      </div>
      <TextField
        form={form}
        name="guardian_name"
        idPrefix={idPrefix}
        label={t('form.guardianName')}
        maxLength={RESIDENT_NAME_MAX}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="guardian_relation"
        idPrefix={idPrefix}
        label={t('form.guardianRelation')}
        maxLength={RESIDENT_TEXT_MAX}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="guardian_phone"
        type="tel"
        inputMode="tel"
        idPrefix={idPrefix}
        label={t('form.guardianPhone')}
        disabled={disabled}
      />
      <SelectField
        form={form}
        name="preferred_language"
        idPrefix={idPrefix}
        label={t('form.language')}
        disabled={disabled}
        options={[
          { value: 'en', label: t('form.language.en') },
          { value: 'ur', label: t('form.language.ur') },
        ]}
      />
      <TextField
        form={form}
        name="monthly_rent"
        type="number"
        inputMode="numeric"
        min={0}
        idPrefix={idPrefix}
        label={t('form.rent')}
        hint={rentHint ?? t('form.rentHint')}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="security_deposit"
        type="number"
        inputMode="numeric"
        min={0}
        idPrefix={idPrefix}
        label={t('form.deposit')}
        disabled={disabled}
      />
    </div>
  );
}
