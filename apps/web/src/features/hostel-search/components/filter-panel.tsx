import { countActiveFilters, effectiveFilters, type HostelFilters } from '@hostelhub/shared';
import { ChevronDown, Info } from 'lucide-react';
import { useCallback, useState } from 'react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/button';
import { useCities } from '../../../lib/reference-data/get-cities';
import { useFacilityNames } from '../../../lib/reference-data/get-facilities';
import { useRoomTypeOptions } from '../../../lib/reference-data/get-room-types';
import { useTowns } from '../../../lib/reference-data/get-towns';
import { useUniversities } from '../../../lib/reference-data/get-universities';
import type { ChangeOptions } from '../hooks/use-browse-params';
import { findPlace } from '../utils/find-place';
import {
  CheckboxGroupField,
  RadioGroupField,
  SelectField,
  SwitchField,
  type RadioOption,
} from './filter-controls';
import { PriceFilter } from './price-filter';

export const LOCATION_IGNORED_NOTE = 'Location filters are ignored while showing favourites';

const GENDER_OPTIONS: readonly RadioOption[] = [
  { value: '', label: 'Any' },
  { value: 'male', label: 'Boys' },
  { value: 'female', label: 'Girls' },
];

const LOCATION_TYPE_OPTIONS: readonly RadioOption[] = [
  { value: '', label: 'Any' },
  { value: 'city', label: 'City' },
  { value: 'university', label: 'University' },
];

const NOTE_ID = 'location-filters-note';

/**
 * Options for a place select, keeping the chosen value even when the list does not hold it
 * (still loading, or a link naming a place we do not know) so the select shows the truth.
 */
function placeOptions(
  places: readonly { id: string; name: string }[] | undefined,
  selectedId: string,
): RadioOption[] {
  const options = (places ?? []).map((place) => ({ value: place.id, label: place.name }));
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
 * disclosure (town, price, facilities, room types). Counts follow the filters that apply: in
 * favourites-only mode the location filters are shown disabled and not counted.
 */
export function FilterPanel({ filters, favoritesOnly, onChange, onClearAll }: FilterPanelProps) {
  const counts = countActiveFilters(effectiveFilters(filters, favoritesOnly));
  const [isAdvancedOpen, setIsAdvancedOpen] = useState(counts.advanced > 0);

  const universities = useUniversities();
  const cities = useCities();
  const city = findPlace(cities.data, filters.city);
  const towns = useTowns(city?.id);
  const town = findPlace(towns.data, filters.town);
  const facilityNames = useFacilityNames();
  const roomTypes = useRoomTypeOptions();

  const cityValue = city?.id ?? filters.city ?? '';
  const townValue = town?.id ?? filters.town ?? '';
  const universityOptions = placeOptions(universities.data, filters.university_id ?? '');
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
          Filters ({counts.total})
        </h2>
        <Button variant="ghost" size="sm" onClick={onClearAll} disabled={counts.total === 0}>
          Clear all
        </Button>
      </div>

      {favoritesOnly ? (
        <p
          id={NOTE_ID}
          className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {LOCATION_IGNORED_NOTE}
        </p>
      ) : null}

      <RadioGroupField
        name="gender_category"
        legend="Gender"
        options={GENDER_OPTIONS}
        value={filters.gender_category ?? ''}
        onChange={(value) =>
          onChange({ gender_category: value === 'male' || value === 'female' ? value : undefined })
        }
      />
      <RadioGroupField
        name="location_type"
        legend="Location type"
        options={LOCATION_TYPE_OPTIONS}
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
        label="University"
        anyLabel={universities.isPending ? 'Loading universities…' : 'Any university'}
        value={filters.university_id ?? ''}
        options={universityOptions}
        disabled={locationDisabled}
        describedBy={noteId}
        hint={universities.isError ? 'The list of universities could not be loaded.' : undefined}
        onChange={(value) => onChange({ university_id: value || undefined })}
      />
      <SelectField
        id="filter-city"
        label="City"
        anyLabel={cities.isPending ? 'Loading cities…' : 'Any city'}
        value={cityValue}
        options={placeOptions(cities.data, cityValue)}
        disabled={locationDisabled}
        describedBy={noteId}
        hint={cities.isError ? 'The list of cities could not be loaded.' : undefined}
        // A town belongs to its city: a new city clears it.
        onChange={(value) => onChange({ city: value || undefined, town: undefined })}
      />
      <SwitchField
        id="filter-mess"
        label="Mess available"
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
            Advanced filters
            {counts.advanced > 0 ? ` (${counts.advanced})` : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('h-4 w-4 transition-transform', isAdvancedOpen && 'rotate-180')}
          />
        </button>
        <div id="advanced-filters" hidden={!isAdvancedOpen} className="mt-4 space-y-5">
          <SelectField
            id="filter-town"
            label="Town"
            anyLabel={city && towns.isPending ? 'Loading towns…' : 'Any town'}
            value={townValue}
            options={placeOptions(towns.data, townValue)}
            disabled={locationDisabled || !city}
            describedBy={noteId}
            hint={city ? undefined : 'Choose a city first.'}
            onChange={(value) => onChange({ town: value || undefined })}
          />
          <PriceFilter min={filters.price_min} max={filters.price_max} onChange={onPriceChange} />
          <CheckboxGroupField
            legend="Facilities"
            hint="Hostels must offer all of them."
            options={facilityNames?.map((name) => ({ value: name, label: name }))}
            selected={filters.facilities ?? []}
            emptyText="Loading facilities…"
            onChange={(values) => onChange({ facilities: values })}
          />
          <CheckboxGroupField
            legend="Room types"
            hint="Hostels with any of them."
            options={roomTypes?.map((type) => ({ value: type.value, label: type.name }))}
            selected={filters.room_types ?? []}
            emptyText="Loading room types…"
            onChange={(values) => onChange({ room_types: values })}
          />
        </div>
      </div>
    </section>
  );
}
