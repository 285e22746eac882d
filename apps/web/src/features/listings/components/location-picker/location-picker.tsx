import { Building2, Check, GraduationCap, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useSharedText, useT } from '../../../../lib/i18n';
import { listingsText } from '../../i18n';
import { LocationSummary } from './location-summary';
import { EMPTY_LOCATION, isLocationComplete, type LocationSelection } from './location-selection';
import { ModeCard } from './mode-card';
import type { Choice } from './chooser';
import { CityChooser, TownChooser, UniversityChooser } from './place-choosers';

/** A chosen place of the selection as its chooser shows it; null when none is chosen. */
function chosen(id: string | null, name: string | null, name_ur: string | null): Choice | null {
  return id ? { id, name: name ?? '', name_ur } : null;
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
  const t = useT(listingsText);
  const shared = useSharedText();
  const isUniversity = draft.location_type === 'university';
  const isConfirmed =
    value.city_id !== null &&
    value.town_id !== null &&
    JSON.stringify(value) === JSON.stringify(draft);

  const setMode = (location_type: LocationSelection['location_type']) =>
    setDraft((current) => ({
      ...current,
      location_type,
      ...(location_type === 'city'
        ? { university_id: null, university_name: null, university_name_ur: null }
        : {}),
    }));

  return (
    <div className="space-y-4">
      <div role="radiogroup" aria-label={t('location.how')} className="grid gap-3 sm:grid-cols-2">
        <ModeCard
          icon={Building2}
          title={t('location.byCity')}
          description={t('location.byCityHint')}
          isSelected={!isUniversity}
          onSelect={() => setMode('city')}
        />
        <ModeCard
          icon={GraduationCap}
          title={t('location.byUniversity')}
          description={t('location.byUniversityHint')}
          isSelected={isUniversity}
          onSelect={() => setMode('university')}
        />
      </div>

      {isUniversity ? (
        <UniversityChooser
          id={`${id}-university`}
          selected={chosen(draft.university_id, draft.university_name, draft.university_name_ur)}
          onSelect={(university) =>
            setDraft((current) => ({
              ...current,
              university_id: university?.id ?? null,
              university_name: university?.name ?? null,
              university_name_ur: university?.name_ur ?? null,
              // A university brings its city along (its English name only: the university
              // list has no Urdu city name); the town is chosen next.
              ...(university?.city_id && university.city_id !== current.city_id
                ? {
                    city_id: university.city_id,
                    city_name: university.city,
                    city_name_ur: null,
                    town_id: null,
                    town_name: null,
                    town_name_ur: null,
                  }
                : {}),
            }))
          }
        />
      ) : null}

      <CityChooser
        id={`${id}-city`}
        selected={chosen(draft.city_id, draft.city_name, draft.city_name_ur)}
        onSelect={(city) =>
          setDraft((current) => ({
            ...current,
            city_id: city?.id ?? null,
            city_name: city?.name ?? null,
            city_name_ur: city?.name_ur ?? null,
            ...(city?.id === current.city_id
              ? {}
              : { town_id: null, town_name: null, town_name_ur: null }),
          }))
        }
      />
      <TownChooser
        id={`${id}-town`}
        cityId={draft.city_id}
        selected={chosen(draft.town_id, draft.town_name, draft.town_name_ur)}
        onSelect={(town) =>
          setDraft((current) => ({
            ...current,
            town_id: town?.id ?? null,
            town_name: town?.name ?? null,
            town_name_ur: town?.name_ur ?? null,
          }))
        }
      />

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => onConfirm(draft)}
          disabled={!isLocationComplete(draft) || isConfirmed}
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          {t('location.confirm')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft({ ...EMPTY_LOCATION, location_type: draft.location_type });
            onClear?.();
          }}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {t('location.clear')}
        </Button>
      </div>

      {error ? <Alert tone="error">{shared(error)}</Alert> : null}

      {value.city_id && value.town_id ? <LocationSummary value={value} /> : null}
    </div>
  );
}
