import { GENDER_CATEGORIES, type HostelChangeComparedField } from '@hostelhub/shared';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxField,
  CheckboxGroupField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/form/schema-fields';
import { PhotoUploadsField } from '../../../components/photo-uploads-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { getFacilitiesQueryOptions } from '../../../lib/reference-data/get-facilities';
import { useSharedText, useT } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/place-names';
import type { HostelFormState } from '../hooks/use-hostel-form';
import { listingsText } from '../i18n';
import type { MessImage } from '../hooks/use-mess-image';
import type { PhotoUploads } from '../../../hooks/use-photo-uploads';
import { ContactPhoneField } from './contact-phone-field';
import { LocationPicker } from './location-picker/location-picker';
import { MapPicker } from './map-picker/map-picker';
import { MessSection } from './mess-section';

/** Gender categories as the owner forms show them (part 2 section 3): their catalogue keys. */
export const GENDER_LABELS = {
  male: 'gender.male',
  female: 'gender.female',
} as const satisfies Record<(typeof GENDER_CATEGORIES)[number], string>;

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </legend>
      {description ? (
        <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** The error the schema gave a field that is not a text input (location, map, facilities). */
function errorOf(state: HostelFormState, ...fields: string[]): string | undefined {
  const errors = state.form.errors as Record<string, string | undefined>;
  return fields.map((field) => errors[field]).find(Boolean);
}

/** A note that a change waits for review (issue 26), under the location or the photos. */
function WaitsForReview({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300">
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {children}
    </p>
  );
}

/**
 * The sections both hostel forms share (part 2 section 2 'Hostel single-page form' and
 * wizard step 1): basic information, location (the location picker and the map picker),
 * facilities, rules and mess. Editing an approved hostel, `waitingFields` are the changes that
 * will wait for review (issue 26), said under their fields; `photosWait` says new photos will.
 */
export function HostelFormSections({
  state,
  idPrefix,
  photos,
  messImage,
  currentMessImageUrl,
  waitingFields = [],
  photosWait = false,
}: {
  state: HostelFormState;
  idPrefix: string;
  /** The photos to upload once the hostel is saved. */
  photos: PhotoUploads;
  /** The mess picture to upload once the hostel is saved. */
  messImage: MessImage;
  currentMessImageUrl?: string | null | undefined;
  waitingFields?: readonly HostelChangeComparedField[];
  photosWait?: boolean;
}) {
  const { form } = state;
  const field = { form, idPrefix } as const;
  const facilities = useQuery(getFacilitiesQueryOptions());
  const t = useT(listingsText);
  const shared = useSharedText();
  // A facility of the reference list carries its Urdu name like a place does.
  const nameOf = usePlaceName();
  const facilitiesError = errorOf(state, 'facilities');
  // The hint under a field whose change will wait for review.
  const waits = (field: HostelChangeComparedField) =>
    waitingFields.includes(field) ? { hint: t('change.form.fieldHint') } : {};

  return (
    <div className="space-y-6">
      <FormSection title={t('section.basic')}>
        <TextField
          {...field}
          name="name"
          label={t('label.hostelName')}
          required
          {...waits('name')}
        />
        <TextareaField
          {...field}
          name="description"
          label={t('label.description')}
          required
          hint={t('section.descriptionHint')}
        />
        <TextField
          {...field}
          name="address"
          label={t('label.address')}
          required
          autoComplete="street-address"
          {...waits('address')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <ContactPhoneField state={state} idPrefix={idPrefix} />
          <SelectField
            {...field}
            name="gender_category"
            label={t('label.gender')}
            required
            placeholder={t('form.select')}
            {...waits('gender_category')}
            options={GENDER_CATEGORIES.map((gender) => ({
              value: gender,
              label: t(GENDER_LABELS[gender]),
            }))}
          />
          <TextField
            {...field}
            name="price_range"
            label={t('section.priceRange')}
            required
            placeholder="5000 - 15000"
            {...waits('price_range')}
          />
        </div>
      </FormSection>

      <FormSection title={t('label.location')} description={t('section.locationHint')}>
        <LocationPicker
          value={form.values.location}
          onConfirm={(location) => form.setValue('location', location)}
          error={errorOf(state, 'city_id', 'town_id', 'university_id')}
        />
        <MapPicker
          value={form.values.picked}
          onConfirm={(picked) => form.setValue('picked', picked)}
          onClear={() => form.setValue('picked', null)}
          error={errorOf(state, 'latitude', 'longitude')}
          place={form.values.location}
        />
        {waitingFields.includes('location') ? (
          <WaitsForReview>{t('change.form.locationHint')}</WaitsForReview>
        ) : null}
      </FormSection>

      <FormSection title={t('label.facilities')}>
        {facilities.data ? (
          <CheckboxGroupField
            {...field}
            name="facilities"
            itemId="facility"
            className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
            options={facilities.data.map((facility) => ({
              value: facility.name,
              label: nameOf(facility),
              key: facility.id,
            }))}
          />
        ) : (
          <>
            {facilities.isError ? (
              <p className="text-sm text-red-600 dark:text-red-400">
                {t('section.facilitiesFailed')}
              </p>
            ) : (
              <Skeleton className="h-24" />
            )}
            {facilitiesError ? (
              <p className="text-sm text-red-600 dark:text-red-400">{shared(facilitiesError)}</p>
            ) : null}
          </>
        )}
      </FormSection>

      <FormSection title={t('label.photos')} description={t('section.photosHint')}>
        <PhotoUploadsField photos={photos} label={t('section.hostelPhotos')} />
        {photosWait ? <WaitsForReview>{t('change.form.photosHint')}</WaitsForReview> : null}
      </FormSection>

      <FormSection title={t('label.rules')}>
        <TextareaField
          {...field}
          name="rules"
          label={t('section.hostelRules')}
          rows={3}
          placeholder={t('section.rulesPlaceholder')}
        />
        <CheckboxField {...field} name="show_owner_contact" label={t('section.showContact')} />
      </FormSection>

      <FormSection title={t('label.mess')}>
        <MessSection
          form={form}
          idPrefix={idPrefix}
          isConfirmed={state.isMessConfirmed}
          onConfirmedChange={state.setIsMessConfirmed}
          messImage={messImage}
          currentImageUrl={currentMessImageUrl}
        />
      </FormSection>
    </div>
  );
}
