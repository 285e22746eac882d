import {
  BED_TYPES,
  OWNER_FORM_ROOM_TYPES,
  ROOM_FLOOR_MAX,
  ROOM_FORM_TYPES,
  ROOM_OCCUPANCY_MAX,
  RoomFormSchema,
  WizardRoomSchema,
  type RoomFormValues,
} from '@hostelhub/shared';
import { Plus, X } from 'lucide-react';
import { useCallback, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useReportDirty } from '../../../hooks/use-discard-guard';
import { useSchemaForm, type FormValues, type SchemaForm } from '../../../hooks/use-schema-form';
import { floorLabel, ROOM_AMENITIES, roomTypeName } from '../utils/room-display';

/**
 * Which room form (part 2 section 2 'Room form'):
 * - `standalone`: the room page's form, sections Basic Information, Pricing & Capacity, Room
 *   Details, Amenities and (editing) Availability, with custom features;
 * - `owner`: the dashboard's short form (type, prices, occupancy, free text, amenities);
 * - `wizard`: a room of the hostel wizard, which needs a title and a monthly price (decision 13).
 */
export type RoomFormVariant = 'standalone' | 'owner' | 'wizard';

/** The form's values as typed: numbers stay text until the shared schema reads them. */
export interface RoomFormFields extends FormValues {
  room_type: string;
  room_title: string;
  description: string;
  price_per_month: string;
  price_per_day: string;
  max_occupancy: string;
  current_occupancy: string;
  room_size: string;
  floor_number: string;
  bed_type: string;
  attached_bathroom: boolean;
  ac: boolean;
  balcony: boolean;
  wifi: boolean;
  study_table: boolean;
  wardrobe: boolean;
  is_available: boolean;
}

/** A room to fill the form from: a stored room, or a wizard room not saved yet. */
export type RoomFormSource = Readonly<Record<string, unknown>>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * A room's values for the form: the stored room when editing, else the section 9 defaults
 * (type Single, occupancy 1, floor 1, bed single, WiFi, study table and wardrobe on).
 */
export function roomFormFields(room?: RoomFormSource): RoomFormFields {
  return {
    room_type: text(room?.room_type) || 'single',
    room_title: text(room?.room_title),
    description: text(room?.description),
    price_per_month: text(room?.price_per_month),
    price_per_day: text(room?.price_per_day),
    max_occupancy: text(room?.max_occupancy) || '1',
    current_occupancy: text(room?.current_occupancy) || '0',
    room_size: text(room?.room_size),
    floor_number: room ? text(room.floor_number) : '1',
    bed_type: text(room?.bed_type) || 'single',
    attached_bathroom: flag(room?.attached_bathroom, false),
    ac: flag(room?.ac, false),
    balcony: flag(room?.balcony, false),
    wifi: flag(room?.wifi, true),
    study_table: flag(room?.study_table, true),
    wardrobe: flag(room?.wardrobe, true),
    is_available: flag(room?.is_available, true),
  };
}

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
  const [features, setFeatures] = useState<string[]>(() =>
    Array.isArray(room?.features) ? room.features.filter((item) => typeof item === 'string') : [],
  );
  const toInput = useCallback((values: RoomFormFields) => ({ ...values, features }), [features]);
  const form = useSchemaForm(
    variant === 'wizard' ? WizardRoomSchema : RoomFormSchema,
    roomFormFields(room),
    toInput,
  );
  const [initial] = useState(() => JSON.stringify(toInput(roomFormFields(room))));
  useReportDirty(JSON.stringify(toInput(form.values)) !== initial, onDirtyChange);
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
        min={0}
        required
      />
      <TextField
        {...field}
        name="price_per_day"
        label="Price per day (Rs)"
        type="number"
        inputMode="numeric"
        min={0}
      />
      <TextField
        {...field}
        name="max_occupancy"
        label="Max occupancy"
        type="number"
        inputMode="numeric"
        min={1}
        max={ROOM_OCCUPANCY_MAX}
        required
      />
      <TextField
        {...field}
        name="current_occupancy"
        label="Current occupancy"
        type="number"
        inputMode="numeric"
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
            <FeatureEditor features={features} onChange={setFeatures} idPrefix={idPrefix} />
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

/**
 * Custom features (part 2 section 2 'Standalone form'): Enter or Add adds the typed feature
 * when it is not empty and not already listed; each chip can be removed.
 */
function FeatureEditor({
  features,
  onChange,
  idPrefix,
}: {
  features: string[];
  onChange: (features: string[]) => void;
  idPrefix: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const feature = draft.trim();
    if (feature && !features.some((existing) => existing.toLowerCase() === feature.toLowerCase())) {
      onChange([...features, feature]);
    }
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const inputId = `${idPrefix}-feature`;
  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        className="block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        Extra features
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          placeholder="e.g. Geyser (press Enter to add)"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} aria-label="Add feature">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add
        </Button>
      </div>
      {features.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Extra features">
          {features.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-xs font-medium text-teal-800 dark:bg-teal-950 dark:text-teal-200"
            >
              {feature}
              <button
                type="button"
                aria-label={`Remove ${feature}`}
                className="rounded-full p-0.5 hover:bg-teal-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:hover:bg-teal-900"
                onClick={() => onChange(features.filter((existing) => existing !== feature))}
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export type RoomSchemaForm = SchemaForm<RoomFormFields, RoomFormValues>;
