import { useId, useMemo, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { usePlaceName, type NamedPlace } from '../../../lib/place-names';
import { profileText } from '../i18n';

const MAX_MATCHES = 10;

/**
 * Cities whose name (or Urdu name: issue 24) contains the query, those starting with it first;
 * at most 10.
 */
export function matchCities<City extends NamedPlace>(
  cities: readonly City[],
  query: string,
): City[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const starts: City[] = [];
  const contains: City[] = [];
  for (const city of cities) {
    const names = [city.name.toLowerCase(), city.name_ur ?? ''];
    if (names.some((name) => name.startsWith(needle))) starts.push(city);
    else if (names.some((name) => name.includes(needle))) contains.push(city);
  }
  return [...starts, ...contains].slice(0, MAX_MATCHES);
}

export interface CityAutocompleteProps {
  value: string;
  onChange: (value: string) => void;
  /** The suggestions: shown by their name in the page's language, chosen by their English name. */
  cities: readonly NamedPlace[];
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * City with suggestions from the cities list; any text may still be typed (part 2 section 2).
 * A chosen suggestion fills in its English name (what is stored), whatever its shown label.
 */
export function CityAutocomplete({
  value,
  onChange,
  cities,
  error,
  disabled,
}: CityAutocompleteProps) {
  const t = useT(profileText);
  const placeName = usePlaceName();
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => matchCities(cities, value), [cities, value]);
  const isShown = isOpen && value.trim() !== '' && !matches.some((city) => city.name === value);

  const choose = (name: string) => {
    onChange(name);
    setIsOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <Field id="profile-city" label={t('field.city')} error={error}>
        {(props) => (
          <Input
            {...props}
            name="city"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isShown}
            aria-controls={listId}
            {...(isShown && active >= 0 ? { 'aria-activedescendant': `${listId}-${active}` } : {})}
            value={value}
            disabled={disabled}
            onChange={(event) => {
              onChange(event.target.value);
              setIsOpen(true);
              setActive(-1);
            }}
            onFocus={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
            onKeyDown={(event) => {
              if (!isShown) return;
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setActive((index) => Math.min(index + 1, matches.length - 1));
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActive((index) => Math.max(index - 1, 0));
              } else if (event.key === 'Enter' && active >= 0 && matches[active]) {
                event.preventDefault();
                choose(matches[active].name);
              } else if (event.key === 'Escape') {
                setIsOpen(false);
              }
            }}
          />
        )}
      </Field>
      {isShown ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('city.suggestions')}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
              {t('city.noMatches', { query: value.trim() })}
            </li>
          ) : (
            matches.map((city, index) => (
              <li
                key={city.name}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(city.name);
                }}
                className={`cursor-pointer rounded-md px-3 py-2 text-sm ${
                  index === active
                    ? 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100'
                    : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                }`}
              >
                {placeName(city)}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
