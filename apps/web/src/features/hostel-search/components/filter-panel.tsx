import {
  countActiveFilters,
  effectiveFilters,
  ltrIsolate,
  NEAR_DEFAULT_RADIUS_KM,
  NEAR_RADII_KM,
  type HostelFilters,
} from '@hostelhub/shared';
import { ChevronDown, Info } from 'lucide-react';
import { useCallback, useState } from 'react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/button';
import { useCities } from '../../../lib/reference-data/get-cities';
import { useFacilityNames } from '../../../lib/reference-data/get-facilities';
import { useRoomTypeOptions } from '../../../lib/reference-data/get-room-types';
import { useTowns } from '../../../lib/reference-data/get-towns';
import { useUniversities } from '../../../lib/reference-data/get-universities';
import { useFormatters, useLanguage, useT } from '../../../lib/i18n';
import { useFacilityLabel, usePlaceName, type NamedPlace } from '../../../lib/place-names';
import type { ChangeOptions } from '../hooks/use-browse-params';
import { hostelSearchText, type HostelSearchKey } from '../i18n';
import { findPlace } from '../utils/find-place';
import { MapAreaChip } from './map-area-chip';
import {
  CheckboxGroupField,
  RadioGroupField,
  SelectField,
  SwitchField,
  type RadioOption,
} from './filter-controls';
import { PriceFilter } from './price-filter';

type Translate = (key: HostelSearchKey) => string;

const genderOptions = (t: Translate): RadioOption[] => [
  { value: '', label: t('filters.any') },
  { value: 'male', label: t('filters.gender.male') },
  { value: 'female', label: t('filters.gender.female') },
];

const locationTypeOptions = (t: Translate): RadioOption[] => [
  { value: '', label: t('filters.any') },
  { value: 'city', label: t('filters.locationType.city') },
  { value: 'university', label: t('filters.locationType.university') },
];

const NOTE_ID = 'location-filters-note';

/** The minimum ratings offered (issue 26); the API takes any average from 1 to 5. */
const MIN_RATING_CHOICES = [3, 4, 4.5] as const;

/**
 * The minimum rating's choices, keeping one from a link that is not among them (min_rating=3.5)
 * so the select shows the truth.
 */
function minRatingOptions(selected: number | undefined, label: (rating: number) => string) {
  const ratings: number[] = [...MIN_RATING_CHOICES];
  if (selected !== undefined && !ratings.includes(selected)) {
    ratings.push(selected);
    ratings.sort((a, b) => a - b);
  }
  return ratings.map((rating) => ({ value: String(rating), label: label(rating) }));
}

/**
 * Options for a place select, keeping the chosen value even when the list does not hold it
 * (still loading, or a link naming a place we do not know) so the select shows the truth.
 * Values are ids; labels are the names in the page's language (`nameOf`).
 */
function placeOptions(
  places: readonly (NamedPlace & { id: string })[] | undefined,
  selectedId: string,
  nameOf: (place: NamedPlace) => string,
): RadioOption[] {
  const options = (places ?? []).map((place) => ({ value: place.id, label: nameOf(place) }));
  if (selectedId && !options.some((option) => option.value === selectedId)) {
    options.unshift({ value: selectedId, label: selectedId });
  }
  return options;
}

export interface FilterPanelProps {
  filters: HostelFilters;
  favoritesOnly: boolean;
  onChange: (change: Partial<HostelFilters>, options?: ChangeOptions) => void;
  onClearAll: () => void;
}

/**
 * The browse filters (part 1 section 5): the five basics, then an 'Advanced filters'
 * disclosure (the map area of "Search this area" when one applies, town, price, minimum rating,
 * facilities, room types). Counts follow the filters that apply: in favourites-only mode the
 * location filters are shown disabled and not counted.
 */
export function FilterPanel({ filters, favoritesOnly, onChange, onClearAll }: FilterPanelProps) {
  const t = useT(hostelSearchText);
  const counts = countActiveFilters(effectiveFilters(filters, favoritesOnly));
  const [isAdvancedOpen, setIsAdvancedOpen] = useState(counts.advanced > 0);

  const universities = useUniversities();
  const cities = useCities();
  const city = findPlace(cities.data, filters.city);
  const towns = useTowns(city?.id);
  const town = findPlace(towns.data, filters.town);
  const facilityNames = useFacilityNames();
  const roomTypes = useRoomTypeOptions();
  const placeName = usePlaceName();
  const facilityLabel = useFacilityLabel();
  const format = useFormatters();
  const { language } = useLanguage();

  const cityValue = city?.id ?? filters.city ?? '';
  const townValue = town?.id ?? filters.town ?? '';
  // Issue 42: the university choice means near its campus (an old link's tag still shows).
  const universityValue = filters.near_university ?? filters.university_id ?? '';
  const universityOptions = placeOptions(universities.data, universityValue, placeName);
  const locationDisabled = favoritesOnly;
  const noteId = favoritesOnly ? NOTE_ID : undefined;

  const onPriceChange = useCallback(
    (range: { price_min: number | undefined; price_max: number | undefined }) =>
      onChange(range, { replace: true }),
    [onChange],
  );

  return (
    <section aria-labelledby="filters-heading" className="space-y-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id="filters-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          {t('filters.titleCount', { count: counts.total })}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClearAll} disabled={counts.total === 0}>
          {t('filters.clearAll')}
        </Button>
      </div>

      {favoritesOnly ? (
        <p
          id={NOTE_ID}
          className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t('filters.locationIgnored')}
        </p>
      ) : null}

      <RadioGroupField
        name="gender_category"
        legend={t('filters.gender')}
        options={genderOptions(t)}
        value={filters.gender_category ?? ''}
        onChange={(value) =>
          onChange({ gender_category: value === 'male' || value === 'female' ? value : undefined })
        }
      />
      <RadioGroupField
        name="location_type"
        legend={t('filters.locationType')}
        options={locationTypeOptions(t)}
        value={filters.location_type ?? ''}
        disabled={locationDisabled}
        describedBy={noteId}
        onChange={(value) =>
          onChange({
            location_type: value === 'city' || value === 'university' ? value : undefined,
          })
        }
      />
      <SelectField
        id="filter-university"
        label={t('filters.university')}
        anyLabel={
          universities.isPending ? t('filters.university.loading') : t('filters.university.any')
        }
        value={universityValue}
        options={universityOptions}
        disabled={locationDisabled}
        describedBy={noteId}
        hint={universities.isError ? t('filters.university.failed') : undefined}
        onChange={(value) =>
          onChange({
            near_university: value || undefined,
            university_id: undefined,
            radius_km: undefined,
          })
        }
      />
      {filters.near_university ? (
        <SelectField
          id="filter-radius"
          label={t('filters.radius')}
          anyLabel={t('filters.radius.auto', {
            five: ltrIsolate(language, String(NEAR_DEFAULT_RADIUS_KM)),
          })}
          value={filters.radius_km === undefined ? '' : String(filters.radius_km)}
          options={NEAR_RADII_KM.map((km) => ({
            value: String(km),
            label: t('filters.radius.km', { km: ltrIsolate(language, String(km)) }),
          }))}
          disabled={locationDisabled}
          describedBy={noteId}
          onChange={(value) => {
            const km = NEAR_RADII_KM.find((radius) => String(radius) === value);
            onChange({ radius_km: km });
          }}
        />
      ) : null}
      <SelectField
        id="filter-city"
        label={t('filters.city')}
        anyLabel={cities.isPending ? t('filters.city.loading') : t('filters.city.any')}
        value={cityValue}
        options={placeOptions(cities.data, cityValue, placeName)}
        disabled={locationDisabled}
        describedBy={noteId}
        hint={cities.isError ? t('filters.city.failed') : undefined}
        // A town belongs to its city: a new city clears it.
        onChange={(value) => onChange({ city: value || undefined, town: undefined })}
      />
      <SwitchField
        id="filter-mess"
        label={t('filters.mess')}
        checked={filters.mess_available === true}
        onChange={(checked) => onChange({ mess_available: checked ? true : undefined })}
      />

      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <button
          type="button"
          aria-expanded={isAdvancedOpen}
          aria-controls="advanced-filters"
          onClick={() => setIsAdvancedOpen((open) => !open)}
          className="flex w-full items-center justify-between rounded-md py-1 text-sm font-semibold text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:text-white"
        >
          <span>
            {counts.advanced > 0
              ? t('filters.advancedCount', { count: counts.advanced })
              : t('filters.advanced')}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('h-4 w-4 transition-transform', isAdvancedOpen && 'rotate-180')}
          />
        </button>
        <div id="advanced-filters" hidden={!isAdvancedOpen} className="mt-4 space-y-5">
          {filters.bbox ? (
            <div className="space-y-1.5">
              <MapAreaChip onRemove={() => onChange({ bbox: undefined })} />
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('filters.mapArea.hint')}
              </p>
            </div>
          ) : null}
          <SelectField
            id="filter-town"
            label={t('filters.town')}
            anyLabel={city && towns.isPending ? t('filters.town.loading') : t('filters.town.any')}
            value={townValue}
            options={placeOptions(towns.data, townValue, placeName)}
            disabled={locationDisabled || !city}
            describedBy={noteId}
            hint={city ? undefined : t('filters.town.chooseCity')}
            onChange={(value) => onChange({ town: value || undefined })}
          />
          <PriceFilter min={filters.price_min} max={filters.price_max} onChange={onPriceChange} />
          <SelectField
            id="filter-min-rating"
            label={t('filters.minRating')}
            anyLabel={t('filters.any')}
            value={filters.min_rating === undefined ? '' : String(filters.min_rating)}
            options={minRatingOptions(filters.min_rating, (rating) =>
              t('filters.minRating.atLeast', { rating: format.decimal(rating) }),
            )}
            onChange={(value) => onChange({ min_rating: value ? Number(value) : undefined })}
          />
          <CheckboxGroupField
            legend={t('filters.facilities')}
            hint={t('filters.facilities.hint')}
            options={facilityNames?.map((name) => ({ value: name, label: facilityLabel(name) }))}
            selected={filters.facilities ?? []}
            emptyText={t('filters.facilities.loading')}
            onChange={(values) => onChange({ facilities: values })}
          />
          <CheckboxGroupField
            legend={t('filters.roomTypes')}
            hint={t('filters.roomTypes.hint')}
            options={roomTypes?.map((type) => ({ value: type.value, label: type.name }))}
            selected={filters.room_types ?? []}
            emptyText={t('filters.roomTypes.loading')}
            onChange={(values) => onChange({ room_types: values })}
          />
        </div>
      </div>
    </section>
  );
}
