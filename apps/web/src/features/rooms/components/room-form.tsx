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
import { ROOM_AMENITIES, roomTypeName } from '../../../lib/room-labels';
import { floorLabel } from '../utils/room-display';
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
  const typeOptions = typeValues.map((value) => ({ value, label: roomTypeName(value) }));
  const field = { form, idPrefix } as const;

  const basic = (
    <>
      <SelectField {...field} name="room_type" label="Room type" required options={typeOptions} />
      {variant !== 'owner' ? (
        <TextField
          {...field}
          name="room_title"
          label="Room title"
          required={variant === 'wizard'}
          placeholder="e.g. Corner room with balcony"
        />
      ) : null}
    </>
  );
  const pricing = (
    <>
      <TextField
        {...field}
        name="price_per_month"
        label="Price per month (Rs)"
        type="number"
        inputMode="numeric"
        min={MIN_PRICE_RUPEES}
        required
      />
      <TextField
        {...field}
        name="price_per_day"
        label="Price per day (Rs)"
        type="number"
        inputMode="numeric"
        min={MIN_PRICE_RUPEES}
      />
      <TextField
        {...field}
        name="max_occupancy"
        label="Max occupancy"
        type="number"
        inputMode="numeric"
        min={ROOM_OCCUPANCY_MIN}
        max={ROOM_OCCUPANCY_MAX}
        required
      />
      <TextField
        {...field}
        name="current_occupancy"
        label="Current occupancy"
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
      label={variant === 'owner' ? 'Details' : 'Description'}
      rows={3}
    />
  );
  const details = (
    <>
      <TextField {...field} name="room_size" label="Room size" placeholder="e.g. 12 x 14 ft" />
      <SelectField
        {...field}
        name="floor_number"
        label="Floor"
        placeholder="Not given"
        options={Array.from({ length: ROOM_FLOOR_MAX + 1 }, (_, floor) => ({
          value: String(floor),
          label: floorLabel(floor),
        }))}
      />
      <SelectField
        {...field}
        name="bed_type"
        label="Bed type"
        options={BED_TYPES.map((bed) => ({
          value: bed,
          label: bed.charAt(0).toUpperCase() + bed.slice(1),
        }))}
      />
    </>
  );
  const amenities = (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {ROOM_AMENITIES.map(({ key, label }) => (
        <CheckboxField key={key} {...field} name={key} label={label} />
      ))}
    </div>
  );

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit(onSubmit)}>
      {variant === 'standalone' ? (
        <>
          <FormSection title="Basic Information">
            <div className="grid gap-4 sm:grid-cols-2">{basic}</div>
            {description}
          </FormSection>
          <FormSection title="Pricing & Capacity">
            <div className="grid gap-4 sm:grid-cols-2">{pricing}</div>
          </FormSection>
          <FormSection title="Room Details">
            <div className="grid gap-4 sm:grid-cols-3">{details}</div>
          </FormSection>
          <FormSection title="Amenities">
            {amenities}
            <FeatureEditor
              features={form.values.features}
              onChange={(features) => form.setValue('features', features)}
              idPrefix={idPrefix}
            />
          </FormSection>
          {isEdit ? (
            <FormSection title="Availability">
              <CheckboxField
                {...field}
                name="is_available"
                label="Available for students"
                description="Untick when the room is full; students then see it as Occupied."
              />
            </FormSection>
          ) : null}
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
              Amenities
            </legend>
            {amenities}
          </fieldset>
        </>
      )}
      {children}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          Cancel
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
