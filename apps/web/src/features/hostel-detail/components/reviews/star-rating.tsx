import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@hostelhub/shared';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useFormatters, useSharedText, useT } from '../../../../lib/i18n';
import { hostelDetailText } from '../../i18n';

const STARS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, index) => REVIEW_RATING_MIN + index,
);

const filled = 'fill-amber-400 text-amber-500 dark:fill-amber-400 dark:text-amber-400';
const empty = 'text-slate-300 dark:text-slate-600';

/** The words a number of stars is read as: '4 out of 5 stars'. */
export function useStarsLabel() {
  const t = useT(hostelDetailText);
  const format = useFormatters();
  return (rating: number) =>
    t('reviews.stars', { rating: format.number(rating), max: format.number(REVIEW_RATING_MAX) });
}

/**
 * A rating of whole stars, drawn as five stars and read as one image: '4 out of 5 stars'. The
 * filled stars start at the reading direction's start.
 */
export function StarRating({
  value,
  size = 'md',
  decorative = false,
}: {
  value: number;
  size?: 'sm' | 'md';
  /** Hidden from assistive technology: the text beside it says the rating already. */
  decorative?: boolean;
}) {
  const label = useStarsLabel();
  const named = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': label(value) } as const);
  return (
    <span {...named} className="inline-flex shrink-0 items-center gap-0.5">
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={clsx(
            size === 'sm' ? 'h-3.5 w-3.5' : 'h-4 w-4',
            star <= value ? filled : empty,
          )}
        />
      ))}
    </span>
  );
}

/**
 * Choosing whole stars: a radio group (arrow keys move between the stars, Tab leaves it), each
 * star named '3 out of 5 stars'. `onClear` adds a button that takes the choice back (an
 * optional rating). `error` is a shared schema's message, shown in the page's language.
 */
export function StarRatingInput({
  name,
  legend,
  value,
  onChange,
  onClear,
  clearText,
  error,
  required = false,
  disabled = false,
}: {
  /** The radio inputs' name; a form focuses `[name=…]` when this field has a message. */
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  onClear?: () => void;
  /** The clear button's visible word ('Clear') and its full name ('Clear Food rating'). */
  clearText?: { label: string; name: string };
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}) {
  const label = useStarsLabel();
  const sharedText = useSharedText();
  const errorId = useId();
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      className="space-y-1"
    >
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        <div className="flex">
          {STARS.map((star) => (
            <label
              key={star}
              className={clsx(
                'cursor-pointer rounded-md p-1.5 transition-colors hover:bg-amber-50 dark:hover:bg-slate-800',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={clsx('h-7 w-7', value !== null && star <= value ? filled : empty)}
              />
              <span className="sr-only">{label(star)}</span>
            </label>
          ))}
        </div>
        {onClear && clearText && value !== null ? (
          <button
            type="button"
            onClick={onClear}
            aria-label={clearText.name}
            className="rounded-md px-2 py-1 text-sm text-slate-600 underline-offset-2 hover:underline dark:text-slate-400"
          >
            {clearText.label}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {sharedText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
