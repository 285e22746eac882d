import { AREA_MESSAGES, AreaNameSchema, type Town } from '@hostelhub/shared';
import { Building2, Check, GraduationCap, MapPin, Plus, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useAuth } from '../../../../lib/auth';
import { useCreateArea } from '../../api/create-area';
import { useCityLookup, useTownLookup, useUniversityLookup } from '../../api/location-lookups';

/** Where a hostel is: by city and town, or near a university (with its city and town). */
export interface LocationSelection {
  location_type: 'city' | 'university';
  city_id: string | null;
  city_name: string | null;
  town_id: string | null;
  town_name: string | null;
  university_id: string | null;
  university_name: string | null;
}

/** Nothing chosen, city mode. */
export const EMPTY_LOCATION: LocationSelection = {
  location_type: 'city',
  city_id: null,
  city_name: null,
  town_id: null,
  town_name: null,
  university_id: null,
  university_name: null,
};

/**
 * Whether 'Confirm Location Selection' may be pressed (part 2 section 5 'Location confirm
 * button'): a city and a town in city mode; a university, a city and a town in university mode.
 */
export function isLocationComplete(location: LocationSelection): boolean {
  const placed = location.city_id !== null && location.town_id !== null;
  return location.location_type === 'university'
    ? placed && location.university_id !== null
    : placed;
}

export interface LocationPickerProps {
  /** The confirmed selection, shown in the summary card. */
  value: LocationSelection;
  onConfirm: (value: LocationSelection) => void;
  /** Clear All also clears a confirmed selection. */
  onClear?: () => void;
  error?: string | undefined;
}

/**
 * The location picker (part 2 section 2 'Location picker'): By City/Town or By University,
 * an optional university search, city search and town/area search (the town only after a
 * city), Clear All, 'Confirm Location Selection' and a summary card of what was confirmed.
 */
export function LocationPicker({ value, onConfirm, onClear, error }: LocationPickerProps) {
  const [draft, setDraft] = useState<LocationSelection>(value);
  const id = useId().replaceAll(':', '');
  const isUniversity = draft.location_type === 'university';
  const isConfirmed =
    value.city_id !== null &&
    value.town_id !== null &&
    JSON.stringify(value) === JSON.stringify(draft);

  const setMode = (location_type: LocationSelection['location_type']) =>
    setDraft((current) => ({
      ...current,
      location_type,
      ...(location_type === 'city' ? { university_id: null, university_name: null } : {}),
    }));

  return (
    <div className="space-y-4">
      <div
        role="radiogroup"
        aria-label="How the hostel is located"
        className="grid gap-3 sm:grid-cols-2"
      >
        <ModeCard
          icon={Building2}
          title="By City/Town"
          description="The hostel's city and its town or area."
          isSelected={!isUniversity}
          onSelect={() => setMode('city')}
        />
        <ModeCard
          icon={GraduationCap}
          title="By University"
          description="Near a university, with its city and area."
          isSelected={isUniversity}
          onSelect={() => setMode('university')}
        />
      </div>

      {isUniversity ? (
        <UniversityChooser
          id={`${id}-university`}
          selected={
            draft.university_id
              ? { id: draft.university_id, name: draft.university_name ?? '' }
              : null
          }
          onSelect={(university) =>
            setDraft((current) => ({
              ...current,
              university_id: university?.id ?? null,
              university_name: university?.name ?? null,
              // A university brings its city along; the town is chosen next.
              ...(university?.city_id && university.city_id !== current.city_id
                ? {
                    city_id: university.city_id,
                    city_name: university.city,
                    town_id: null,
                    town_name: null,
                  }
                : {}),
            }))
          }
        />
      ) : null}

      <CityChooser
        id={`${id}-city`}
        selected={draft.city_id ? { id: draft.city_id, name: draft.city_name ?? '' } : null}
        onSelect={(city) =>
          setDraft((current) => ({
            ...current,
            city_id: city?.id ?? null,
            city_name: city?.name ?? null,
            ...(city?.id === current.city_id ? {} : { town_id: null, town_name: null }),
          }))
        }
      />
      <TownChooser
        id={`${id}-town`}
        cityId={draft.city_id}
        selected={draft.town_id ? { id: draft.town_id, name: draft.town_name ?? '' } : null}
        onSelect={(town) =>
          setDraft((current) => ({
            ...current,
            town_id: town?.id ?? null,
            town_name: town?.name ?? null,
          }))
        }
      />

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => onConfirm(draft)}
          disabled={!isLocationComplete(draft) || isConfirmed}
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          Confirm Location Selection
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft({ ...EMPTY_LOCATION, location_type: draft.location_type });
            onClear?.();
          }}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          Clear All
        </Button>
      </div>

      {error ? <Alert tone="error">{error}</Alert> : null}

      {value.city_id && value.town_id ? (
        <section
          aria-label="Selected location"
          className="rounded-lg border border-teal-200 bg-teal-50 p-4 text-sm dark:border-teal-900 dark:bg-teal-950"
        >
          <p className="flex items-center gap-2 font-semibold text-teal-900 dark:text-teal-100">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {value.location_type === 'university' ? 'Near a university' : 'By city and town'}
          </p>
          <dl className="mt-2 grid gap-1 sm:grid-cols-3">
            {value.location_type === 'university' ? (
              <div>
                <dt className="text-teal-800 dark:text-teal-300">University</dt>
                <dd className="font-medium">{value.university_name}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-teal-800 dark:text-teal-300">City</dt>
              <dd className="font-medium">{value.city_name}</dd>
            </div>
            <div>
              <dt className="text-teal-800 dark:text-teal-300">Town/Area</dt>
              <dd className="font-medium">{value.town_name}</dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  );
}

function ModeCard({
  icon: Icon,
  title,
  description,
  isSelected,
  onSelect,
}: {
  icon: typeof Building2;
  title: string;
  description: string;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={isSelected}
      onClick={onSelect}
      className={
        isSelected
          ? 'flex items-start gap-3 rounded-lg border-2 border-teal-600 bg-teal-50 p-4 text-left focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-teal-950'
          : 'flex items-start gap-3 rounded-lg border-2 border-slate-200 p-4 text-left hover:border-slate-300 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:border-slate-700'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 text-teal-700 dark:text-teal-400" />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{description}</span>
      </span>
    </button>
  );
}

interface Choice {
  id: string;
  name: string;
}

interface ChooserProps<T extends Choice> {
  id: string;
  label: string;
  /** e.g. 'cities': 'No cities found matching "x"'. */
  noun: string;
  selected: Choice | null;
  onSelect: (choice: T | null) => void;
  search: string;
  onSearch: (text: string) => void;
  results: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  disabled?: boolean;
  disabledHint?: string;
  describe?: (choice: T) => string | null;
  /** Whether a match or the choice is an area still pending review (issue 22 item 17). */
  isPending?: (choice: Choice) => boolean;
  /** Shown under the matches once they are loaded (the town's 'Add … as a new area'). */
  footer?: ReactNode;
}

/** The small marker of an area an owner added that no administrator has reviewed yet. */
function PendingMarker() {
  return (
    <Badge tone="amber" className="ml-2 shrink-0 align-middle whitespace-nowrap">
      {AREA_MESSAGES.pendingReview}
    </Badge>
  );
}

/**
 * A search box with its matches as buttons (keyboard: Tab to a match, Enter to choose); once
 * chosen it shows the choice with Change.
 */
function Chooser<T extends Choice>({
  id,
  label,
  noun,
  selected,
  onSelect,
  search,
  onSearch,
  results,
  isLoading,
  isError,
  disabled = false,
  disabledHint,
  describe,
  isPending,
  footer,
}: ChooserProps<T>) {
  if (selected) {
    return (
      <div className="space-y-1.5">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </p>
        <div
          aria-labelledby={`${id}-label`}
          className="flex items-center justify-between gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm dark:border-slate-700"
        >
          <span className="flex items-center gap-2 font-medium">
            <Check aria-hidden="true" className="h-4 w-4 text-teal-700 dark:text-teal-400" />
            {selected.name}
            {isPending?.(selected) ? <PendingMarker /> : null}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onSelect(null)}
            aria-label={`Change ${label}`}
          >
            Change
          </Button>
        </div>
      </div>
    );
  }
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={disabled ? disabledHint : `Search ${noun}...`}
        value={search}
        disabled={disabled}
        aria-describedby={disabled && disabledHint ? hintId : undefined}
        onChange={(event) => onSearch(event.target.value)}
      />
      {disabled ? (
        disabledHint ? (
          <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
            {disabledHint}
          </p>
        ) : null
      ) : isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">Failed to load {noun}.</p>
      ) : results === undefined || (isLoading && results.length === 0) ? (
        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
          Loading {noun}...
        </p>
      ) : results.length === 0 ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No {noun} found matching &quot;{search}&quot;
          </p>
          {footer}
        </>
      ) : (
        <>
          <ul aria-label={`${label} matches`} className="max-h-56 space-y-1 overflow-y-auto">
            {results.map((choice) => {
              const detail = describe?.(choice);
              return (
                <li key={choice.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onSelect(choice);
                      onSearch('');
                    }}
                    className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:hover:bg-slate-800"
                  >
                    {choice.name}
                    {isPending?.(choice) ? <PendingMarker /> : null}
                    {detail ? (
                      <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
                        {detail}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {footer}
        </>
      )}
    </div>
  );
}

function UniversityChooser({
  id,
  selected,
  onSelect,
}: {
  id: string;
  selected: Choice | null;
  onSelect: (
    university: { id: string; name: string; city_id: string | null; city: string | null } | null,
  ) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useUniversityLookup(search.trim());
  return (
    <Chooser
      id={id}
      label="University"
      noun="universities"
      selected={selected}
      onSelect={onSelect}
      search={search}
      onSearch={setSearch}
      results={query.data}
      isLoading={query.isFetching}
      isError={query.isError}
      describe={(university) => university.city}
    />
  );
}

function CityChooser({
  id,
  selected,
  onSelect,
}: {
  id: string;
  selected: Choice | null;
  onSelect: (city: Choice | null) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useCityLookup(search.trim());
  return (
    <Chooser
      id={id}
      label="City"
      noun="cities"
      selected={selected}
      onSelect={onSelect}
      search={search}
      onSearch={setSearch}
      results={query.data}
      isLoading={query.isFetching}
      isError={query.isError}
      describe={(city) => ('province' in city ? String(city.province) : null)}
    />
  );
}

function TownChooser({
  id,
  cityId,
  selected,
  onSelect,
}: {
  id: string;
  cityId: string | null;
  selected: Choice | null;
  onSelect: (town: Choice | null) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useTownLookup(cityId, search.trim());
  // The chosen area's own lookup, so a pending one keeps its marker (an edited hostel's too).
  const chosen = useTownLookup(selected ? cityId : null, selected?.name ?? '');
  const [added, setAdded] = useState<Town[]>([]);
  const isPending = (choice: Choice) =>
    [...added, ...(query.data ?? []), ...(chosen.data ?? [])].some(
      (town) => town.id === choice.id && town.status === 'pending',
    );
  const results = cityId ? query.data : undefined;
  return (
    <Chooser
      id={id}
      label="Town/Area"
      noun="towns or areas"
      selected={selected}
      onSelect={onSelect}
      search={search}
      onSearch={setSearch}
      results={results}
      isLoading={query.isFetching}
      isError={query.isError}
      disabled={cityId === null}
      disabledHint="Choose a city first"
      isPending={isPending}
      footer={
        cityId && results ? (
          <AddArea
            cityId={cityId}
            text={search}
            matches={results}
            onAdded={(town) => {
              setAdded((list) => [...list, town]);
              onSelect(town);
              setSearch('');
            }}
          />
        ) : null
      }
    />
  );
}

/**
 * 'Add “<text>” as a new area' (issue 22 item 17; docs/decisions/015): for an owner whose typed
 * area matches no listed one of the city. The area is created pending review and chosen at
 * once; an area of that name the owner may already use is chosen instead. A button, so Tab
 * reaches it and Enter or Space adds.
 */
function AddArea({
  cityId,
  text,
  matches,
  onAdded,
}: {
  cityId: string;
  text: string;
  matches: readonly Town[];
  onAdded: (town: Town) => void;
}) {
  const { user } = useAuth();
  const createArea = useCreateArea();
  const [error, setError] = useState<string | null>(null);
  const name = text.trim().replace(/\s+/gu, ' ');
  const isListed = matches.some((town) => town.name.toLowerCase() === name.toLowerCase());
  if (user?.role !== 'owner' || name.length < 2 || isListed) return null;

  const add = () => {
    const parsed = AreaNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AREA_MESSAGES.nameCharacters);
      return;
    }
    setError(null);
    createArea.mutate(
      { city_id: cityId, name: parsed.data },
      {
        onSuccess: onAdded,
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <div className="space-y-1.5">
      <button
        type="button"
        onClick={add}
        disabled={createArea.isPending}
        className="flex w-full items-center gap-2 rounded-md border border-dashed border-teal-600 px-3 py-2 text-left text-sm font-medium text-teal-800 hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none disabled:opacity-60 dark:border-teal-500 dark:text-teal-300 dark:hover:bg-teal-950"
      >
        <Plus aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="min-w-0 wrap-anywhere">
          {createArea.isPending ? `Adding “${name}”...` : `Add “${name}” as a new area`}
        </span>
      </button>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Your hostel can use it at once; our team reviews new areas.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
