import { SEARCH_TEXT_MAX } from '@hostelhub/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';
import { preloadFilterSchemas } from '../utils/filter-schemas';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

const INPUT_ID = 'hostel-search';

export interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Runs the search; called after a pause in typing, on Enter and on clear. */
  onSearch: (text: string) => void;
}

/** The browse search box: name, address, city, town or university (part 1 section 5). */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const t = useT(hostelSearchText);
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

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
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
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        // The search is a filter: its schemas load while the user types, not after.
        onFocus={preloadFilterSchemas}
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
            send('');
            document.getElementById(INPUT_ID)?.focus();
          }}
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:text-slate-400 dark:hover:text-slate-100"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </form>
  );
}
