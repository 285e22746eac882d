import { AREA_MESSAGES } from '@hostelhub/shared';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { FieldHint, FieldLabel } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useSharedText, useT } from '../../../../lib/i18n';
import { usePlaceName } from '../../../../lib/place-names';
import { listingsText } from '../../i18n';

/** A place to choose: a university, a city or a town; shown by its Urdu name in Urdu. */
export interface Choice {
  id: string;
  name: string;
  name_ur?: string | null | undefined;
}

/** A chooser's own words: its placeholder, loading and failure texts, and 'no match'. */
export interface ChooserTexts {
  /** 'Search cities...'. */
  search: string;
  /** 'Loading cities...'. */
  loading: string;
  /** 'Failed to load cities.'. */
  failed: string;
  /** 'No cities found matching "x"'. */
  none: (search: string) => string;
}

/** What a Chooser takes (`search`, `results` and the lookup's state from its owner). */
export interface ChooserProps<T extends Choice> {
  id: string;
  label: string;
  /** What the search says, in the page's language: 'Search cities...' and the others. */
  texts: ChooserTexts;
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
  const shared = useSharedText();
  return (
    <Badge tone="amber" className="ms-2 shrink-0 align-middle whitespace-nowrap">
      {shared(AREA_MESSAGES.pendingReview)}
    </Badge>
  );
}

/**
 * A search box with its matches as buttons (keyboard: Tab to a match, Enter to choose); once
 * chosen it shows the choice with Change.
 */
export function Chooser<T extends Choice>({
  id,
  label,
  texts,
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
  const t = useT(listingsText);
  const placeName = usePlaceName();
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
            {placeName(selected)}
            {isPending?.(selected) ? <PendingMarker /> : null}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onSelect(null)}
            aria-label={t('chooser.changeNamed', { label })}
          >
            {t('chooser.change')}
          </Button>
        </div>
      </div>
    );
  }
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={disabled ? disabledHint : texts.search}
        value={search}
        disabled={disabled}
        aria-describedby={disabled && disabledHint ? hintId : undefined}
        onChange={(event) => onSearch(event.target.value)}
      />
      {disabled ? (
        disabledHint ? (
          <FieldHint id={hintId}>{disabledHint}</FieldHint>
        ) : null
      ) : isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">{texts.failed}</p>
      ) : results === undefined || (isLoading && results.length === 0) ? (
        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
          {texts.loading}
        </p>
      ) : results.length === 0 ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{texts.none(search)}</p>
          {footer}
        </>
      ) : (
        <>
          <ul
            aria-label={t('chooser.matches', { label })}
            className="max-h-56 space-y-1 overflow-y-auto"
          >
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
                    className="w-full rounded-md px-3 py-2 text-start text-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:hover:bg-slate-800"
                  >
                    {placeName(choice)}
                    {isPending?.(choice) ? <PendingMarker /> : null}
                    {detail ? (
                      <span className="ms-2 text-xs text-slate-500 dark:text-slate-400">
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
