import { ltrIsolate, SEARCH_TEXT_MAX, type PlaceSuggestion } from '@hostelhub/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Input } from '../../../components/ui/input';
import { useLanguage, useT } from '../../../lib/i18n';
import clsx from 'clsx';
import { SUGGEST_MIN_CHARS, usePlaceSuggestions } from '../api/get-place-suggestions';
import { hostelSearchText } from '../i18n';
import { preloadFilterSchemas } from '../utils/filter-schemas';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** How long typing must pause before suggestions are asked for (issue 42 item 6). */
export const SUGGEST_DEBOUNCE_MS = 200;

const INPUT_ID = 'hostel-search';
const LISTBOX_ID = 'hostel-search-suggestions';
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;
const NO_OPTIONS: PlaceSuggestion[] = [];

export interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Runs the search; called after a pause in typing, on Enter and on clear. */
  onSearch: (text: string) => void;
  /**
   * A suggestion was picked (a university, city or area): the caller sets its filter; the box
   * has cleared its text (issue 42 item 6).
   */
  onPick?: (suggestion: PlaceSuggestion) => void;
}

/**
 * The browse search box: name, address, city, town or university (part 1 section 5). Issue 42
 * item 6: it is a combobox (WAI-ARIA 1.2, list autocomplete) suggesting universities, cities
 * and areas as the student types (GET /api/places/suggest, after a 200 ms pause, two letters
 * or more): ArrowDown and ArrowUp move through the suggestions, Enter picks the active one (or
 * searches the text when none is), Escape closes the list; a polite live region says how many
 * suggestions there are.
 */
export function SearchBox({ value, onSearch, onPick }: SearchBoxProps) {
  const t = useT(hostelSearchText);
  const { language } = useLanguage();
  const [text, setText] = useState(value);
  // The last text this box sent; the URL echoing it back is not an outside change.
  const [sent, setSent] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    // Back, Forward or "Clear filters" changed the search: show it.
    setSeenValue(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }

  // The suggestions follow the text after a short pause; the list opens when the user types.
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(query);
  const typed = text.trim();
  const isAsking = typed.length >= SUGGEST_MIN_CHARS && query.length >= SUGGEST_MIN_CHARS;
  const options = isAsking ? (suggestions.data ?? NO_OPTIONS) : NO_OPTIONS;
  const isExpanded = isOpen && options.length > 0;
  // A new list starts with no option active.
  const [seenOptions, setSeenOptions] = useState(options);
  if (options !== seenOptions) {
    setSeenOptions(options);
    setActive(-1);
  }

  const send = (next: string) => {
    setSent(next);
    onSearch(next);
  };

  useEffect(() => {
    const next = text.trim();
    if (next === sent) return;
    const timer = setTimeout(() => {
      setSent(next);
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onSearch]);

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

  const pick = (suggestion: PlaceSuggestion) => {
    setText('');
    setSent('');
    setQuery('');
    setIsOpen(false);
    setActive(-1);
    if (onPick) onPick(suggestion);
    else send('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus goes back to the text (no option active).
      setActive((current) => {
        const next = current + step;
        if (current === -1) return step === 1 ? 0 : options.length - 1;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      const option = isExpanded && active >= 0 ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        pick(option);
      } else {
        // The form searches the text.
        setIsOpen(false);
      }
    } else if (event.key === 'Escape' && isExpanded) {
      // Closes the list; the text stays (a second Escape clears it, as a search box does).
      event.preventDefault();
      setIsOpen(false);
      setActive(-1);
    }
  };

  const placeName = (name: string, nameUr: string | null) =>
    language === 'ur' && nameUr ? nameUr : name;
  const kindLabel: Record<PlaceSuggestion['kind'], string> = {
    university: t('filters.university'),
    city: t('filters.city'),
    area: t('filters.town'),
  };

  let announcement = '';
  if (isOpen && isAsking && suggestions.data && !suggestions.isPlaceholderData) {
    announcement = t('suggest.count', {
      count: options.length,
      n: ltrIsolate(language, String(options.length)),
    });
  }

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        setIsOpen(false);
        send(text.trim());
      }}
    >
      <label htmlFor={INPUT_ID} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 start-3 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        id={INPUT_ID}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
        }}
        onKeyDown={onKeyDown}
        // The search is a filter: its schemas load while the user types, not after.
        onFocus={preloadFilterSchemas}
        onBlur={() => {
          setIsOpen(false);
          setActive(-1);
        }}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            setIsOpen(false);
            send('');
            document.getElementById(INPUT_ID)?.focus();
          }}
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:text-slate-400 dark:hover:text-slate-100"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
      <ul
        id={LISTBOX_ID}
        role="listbox"
        aria-label={t('suggest.label')}
        hidden={!isExpanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {isExpanded
          ? options.map((option, index) => {
              const city =
                option.kind === 'city' ? null : placeName(option.city ?? '', option.city_ur);
              return (
                <li
                  key={`${option.kind}-${option.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the box, so the click picks before the list closes.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                  onMouseMove={() => setActive(index)}
                  className={clsx(
                    'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-start',
                    index === active
                      ? 'bg-teal-50 dark:bg-teal-950'
                      : 'hover:bg-slate-50 dark:hover:bg-slate-800',
                  )}
                >
                  <span className="min-w-0">
                    <span
                      dir="auto"
                      className="block font-medium break-words text-slate-900 dark:text-slate-100"
                    >
                      {placeName(option.name, option.name_ur)}
                    </span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                      {city
                        ? t('suggest.kindInCity', { kind: kindLabel[option.kind], city })
                        : kindLabel[option.kind]}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
                    {t('suggest.hostels', {
                      count: option.hostel_count,
                      n: ltrIsolate(language, String(option.hostel_count)),
                    })}
                  </span>
                </li>
              );
            })
          : null}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </form>
  );
}
