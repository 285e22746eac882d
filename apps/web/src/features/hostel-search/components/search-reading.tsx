import {
  isolate,
  type HostelFilters,
  type InterpretedFilters,
  type NearAnswer,
  type PlaceChoice,
} from '@hostelhub/shared';
import { School, X } from 'lucide-react';
import { useFormatters, useLanguage, useT } from '../../../lib/i18n';
import { useFacilityLabel } from '../../../lib/place-names';
import { hostelSearchText } from '../i18n';

/** One chip: what a word of the search read as, and the filter change that removes it. */
interface ReadChip {
  key: string;
  label: string;
  /** The filters without this one: every other read filter made explicit (spec decision 12). */
  without: Partial<HostelFilters>;
}

/**
 * Every filter the words read as, made explicit, and the search the words left over (issue 42
 * item 4, spec decision 12): what a removed chip or a chosen campus writes to the URL, so the
 * link keeps meaning what the page shows. `drop` names the read filter to leave out (a
 * facility by name).
 */
export function explicitReading(
  interpreted: InterpretedFilters,
  filters: HostelFilters,
  drop?: { key: keyof InterpretedFilters; facility?: string },
): Partial<HostelFilters> {
  const change: Partial<HostelFilters> = { search: interpreted.search };
  const keep = (key: keyof InterpretedFilters) =>
    interpreted[key] !== undefined && drop?.key !== key;
  if (keep('gender_category')) change.gender_category = interpreted.gender_category;
  if (keep('city')) change.city = interpreted.city;
  if (keep('town')) change.town = interpreted.town;
  if (keep('near_university')) change.near_university = interpreted.near_university;
  if (keep('price_max')) change.price_max = interpreted.price_max;
  if (keep('mess_available')) change.mess_available = interpreted.mess_available;
  if (interpreted.facilities?.length) {
    const read = interpreted.facilities.filter(
      (name) => !(drop?.key === 'facilities' && drop.facility === name),
    );
    change.facilities = [...(filters.facilities ?? []), ...read];
  }
  return change;
}

/** `text` without the run of words `words` (any case); undefined when nothing is left. */
export function withoutWords(text: string | undefined, words: string): string | undefined {
  const all = (text ?? '').split(/\s+/u).filter(Boolean);
  const run = words.toLowerCase().split(/\s+/u).filter(Boolean);
  for (let start = 0; run.length && start + run.length <= all.length; start += 1) {
    if (run.every((word, i) => all[start + i]?.toLowerCase() === word)) {
      all.splice(start, run.length);
      break;
    }
  }
  return all.length ? all.join(' ') : undefined;
}

/** A campus's place as students say it: "Chiniot-Faisalabad" from "…, Chiniot-Faisalabad Campus". */
function campusPlace(choice: PlaceChoice): string {
  const named = /,\s*([^,]+?)\s+Campus$/u.exec(choice.name)?.[1];
  return named ?? choice.city ?? choice.name;
}

export interface SearchReadingProps {
  interpreted: InterpretedFilters | undefined;
  placeChoices: { words: string; choices: PlaceChoice[] } | undefined;
  near: NearAnswer | undefined;
  filters: HostelFilters;
  /** Writes a filter change to the URL. */
  onChange: (change: Partial<HostelFilters>) => void;
}

/**
 * What the server read the search's words as, as chips (issue 42 item 4): removing one writes
 * the other read filters to the URL as explicit ones and the search keeps only the words left
 * over (spec decision 12). A short name of several campuses offers them (item 2: "FAST:
 * Islamabad, Lahore, …"); choosing one lists near it.
 */
export function SearchReading({
  interpreted,
  placeChoices,
  near,
  filters,
  onChange,
}: SearchReadingProps) {
  const t = useT(hostelSearchText);
  const { language } = useLanguage();
  const format = useFormatters();
  const facilityLabel = useFacilityLabel();
  const chips: ReadChip[] = [];
  if (interpreted) {
    const chip = (key: keyof InterpretedFilters, label: string) =>
      chips.push({ key, label, without: explicitReading(interpreted, filters, { key }) });
    if (interpreted.gender_category) {
      chip('gender_category', t(`filters.gender.${interpreted.gender_category}`));
    }
    if (interpreted.near_university) {
      const university = near?.near_university;
      const name = university
        ? (university.short_name ??
          (language === 'ur' && university.name_ur ? university.name_ur : university.name))
        : t('reading.university');
      chip('near_university', t('reading.near', { place: isolate(language, name) }));
    }
    if (interpreted.town) chip('town', isolate(language, interpreted.town));
    if (interpreted.city) chip('city', isolate(language, interpreted.city));
    if (interpreted.price_max !== undefined) {
      chip('price_max', t('reading.priceMax', { price: format.rupees(interpreted.price_max) }));
    }
    for (const name of interpreted.facilities ?? []) {
      chips.push({
        key: `facility:${name}`,
        label: facilityLabel(name),
        without: explicitReading(interpreted, filters, { key: 'facilities', facility: name }),
      });
    }
    if (interpreted.mess_available) chip('mess_available', t('filters.mess'));
  }
  if (chips.length === 0 && !placeChoices) return null;

  const chooseCampus = (choice: PlaceChoice) =>
    onChange({
      ...(interpreted ? explicitReading(interpreted, filters) : {}),
      near_university: choice.id,
      radius_km: undefined,
      search: withoutWords(interpreted?.search ?? filters.search, placeChoices?.words ?? ''),
    });

  return (
    <div className="space-y-3">
      {chips.length > 0 ? (
        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label={t('reading.title')}
        >
          <span className="text-sm text-slate-600 dark:text-slate-400">{t('reading.title')}</span>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li
                key={chip.key}
                className="inline-flex items-center gap-1 rounded-full border border-teal-200 bg-teal-50 py-0.5 ps-3 pe-0.5 text-sm font-medium text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100"
              >
                {chip.label}
                <button
                  type="button"
                  aria-label={t('reading.remove', { label: chip.label })}
                  title={t('reading.remove', { label: chip.label })}
                  onClick={() => onChange(chip.without)}
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-teal-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:hover:bg-teal-900"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {placeChoices ? (
        <div
          role="group"
          aria-label={t('reading.campuses', { words: isolate(language, placeChoices.words) })}
          className="flex flex-wrap items-center gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          <School aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{t('reading.campuses', { words: isolate(language, placeChoices.words) })}</span>
          {placeChoices.choices.map((choice) => (
            <button
              key={choice.id}
              type="button"
              title={choice.name}
              onClick={() => chooseCampus(choice)}
              className="rounded-full border border-sky-300 bg-white px-3 py-1 font-medium hover:bg-sky-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none dark:border-sky-700 dark:bg-slate-900 dark:hover:bg-sky-900"
            >
              {isolate(language, campusPlace(choice))}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
