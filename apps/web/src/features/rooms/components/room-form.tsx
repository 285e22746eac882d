import {
  BED_TYPES,
  MIN_PRICE_RUPEES,
  OWNER_FORM_ROOM_TYPES,
  ROOM_FLOOR_MAX,
  ROOM_FORM_TYPES,
  ROOM_OCCUPANCY_MAX,
  ROOM_OCCUPANCY_MIN,
  RoomFormSchema,
  WizardRoomSchema,
  type RoomFormValues,
} from '@hostelhub/shared';
import { useId, useState, type ReactNode } from 'react';
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useReportDirty } from '../../../components/discard-guard';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ROOM_AMENITIES } from '../../../lib/room-labels';
import { useT } from '../../../lib/i18n';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { roomsText } from '../i18n';
import {
  roomFormFields,
  type RoomFormSource,
  type RoomFormVariant,
} from '../utils/room-form-fields';
import { FeatureEditor } from './feature-editor';

export interface RoomFormProps {
  variant: RoomFormVariant;
  /** The room being edited; absent for a new room. */
  room?: RoomFormSource | undefined;
  /** Called with the checked room. */
  onSubmit: (values: RoomFormValues) => void;
  onCancel: () => void;
  submitLabel: string;
  isSaving?: boolean;
  /** A save failure to show above the buttons. */
  error?: string | null | undefined;
  /** More fields after the room's own (the owner form's photos). */
  children?: ReactNode;
  /** Told whether a value differs from when the form opened (issue 22 item 9). */
  onDirtyChange?: (isDirty: boolean) => void;
}

/** A room form checked with the shared room rules; messages appear under each field. */
export function RoomForm({
  variant,
  room,
  onSubmit,
  onCancel,
  submitLabel,
  isSaving = false,
  error,
  children,
  onDirtyChange,
}: RoomFormProps) {
  const names = useRoomWords();
  const t = useT(roomsText);
  const idPrefix = `room-${useId().replaceAll(':', '')}`;
  // The form's own values from the first render (a room edited later opens a new form).
  const [initialValues] = useState(() => roomFormFields(room));
  const form = useSchemaForm(
    variant === 'wizard' ? WizardRoomSchema : RoomFormSchema,
    initialValues,
  );
  useReportDirty(form.isDirty, onDirtyChange);
  const isEdit = room !== undefined;
  const typeValues = variant === 'owner' ? OWNER_FORM_ROOM_TYPES : ROOM_FORM_TYPES;
  const typeOptions = typeValues.map((value) => ({ value, label: names.typeName(value) }));
  const field = { form, idPrefix } as const;

  const basic = (
    <>
      <SelectField
        {...field}
        name="room_type"
        label={t('form.roomType')}
        required
        options={typeOptions}
      />
      {variant !== 'owner' ? (
        <TextField
          {...field}
          name="room_title"
          label={t('form.roomTitle')}
          required={variant === 'wizard'}
          placeholder={t('form.roomTitlePlaceholder')}
        />
      ) : null}
    </>
  );
  const pricing = (
    <>
      <TextField
        {...field}
        name="price_per_month"
        label={t('form.pricePerMonth')}
        type="number"
        inputMode="numeric"
        min={MIN_PRICE_RUPEES}
        required
      />
      <TextField
        {...field}
        name="price_per_day"
        label={t('form.pricePerDay')}
        type="number"
        inputMode="numeric"
        min={MIN_PRICE_RUPEES}
      />
      <TextField
        {...field}
        name="max_occupancy"
        label={t('form.maxOccupancy')}
        type="number"
        inputMode="numeric"
        min={ROOM_OCCUPANCY_MIN}
        max={ROOM_OCCUPANCY_MAX}
        required
      />
      <TextField
        {...field}
        name="current_occupancy"
        label={t('form.currentOccupancy')}
        type="number"
        inputMode="numeric"
        // A room may stand empty.
        min={0}
        max={Number(form.values.max_occupancy) || ROOM_OCCUPANCY_MAX}
      />
    </>
  );
  const description = (
    <TextareaField
      {...field}
      name="description"
      label={variant === 'owner' ? t('form.details') : t('form.description')}
      rows={3}
    />
  );
  const details = (
    <>
      <TextField
        {...field}
        name="room_size"
        label={t('form.roomSize')}
        placeholder={t('form.roomSizePlaceholder')}
      />
      <SelectField
        {...field}
        name="floor_number"
        label={t('form.floor')}
        placeholder={t('form.floorNotGiven')}
        options={Array.from({ length: ROOM_FLOOR_MAX + 1 }, (_, floor) => ({
          value: String(floor),
          label: names.floor(floor),
        }))}
      />
      <SelectField
        {...field}
        name="bed_type"
        label={t('form.bedType')}
        options={BED_TYPES.map((bed) => ({ value: bed, label: names.bedName(bed) }))}
      />
    </>
  );
  // Issue 27: the owner opens a room for reservation requests (the wizard's rooms start closed).
  const reservations = (
    <CheckboxField
      {...field}
      name="accepts_reservations"
      label={t('form.acceptsReservations')}
      description={t('form.acceptsReservationsHint')}
    />
  );
  const amenities = (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {ROOM_AMENITIES.map(({ key }) => (
        <CheckboxField key={key} {...field} name={key} label={names.amenity(key)} />
      ))}
    </div>
  );

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit(onSubmit)}>
      {variant === 'standalone' ? (
        <>
          <FormSection title={t('form.basicInformation')}>
            <div className="grid gap-4 sm:grid-cols-2">{basic}</div>
            {description}
          </FormSection>
          <FormSection title={t('form.pricingCapacity')}>
            <div className="grid gap-4 sm:grid-cols-2">{pricing}</div>
          </FormSection>
          <FormSection title={t('form.roomDetails')}>
            <div className="grid gap-4 sm:grid-cols-3">{details}</div>
          </FormSection>
          <FormSection title={t('form.amenities')}>
            {amenities}
            <FeatureEditor
              features={form.values.features}
              onChange={(features) => form.setValue('features', features)}
              idPrefix={idPrefix}
            />
          </FormSection>
          {isEdit ? (
            <FormSection title={t('form.availability')}>
              <CheckboxField
                {...field}
                name="is_available"
                label={t('form.availableForStudents')}
                description={t('form.availableHint')}
              />
            </FormSection>
          ) : null}
          <FormSection title={t('form.reservations')}>{reservations}</FormSection>
        </>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {basic}
            {pricing}
            {variant === 'wizard' ? details : null}
          </div>
          {description}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('form.amenities')}
            </legend>
            {amenities}
          </fieldset>
          {variant === 'owner' ? reservations : null}
        </>
      )}
      {children}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          {t('action.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Spinner className="h-4 w-4" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
