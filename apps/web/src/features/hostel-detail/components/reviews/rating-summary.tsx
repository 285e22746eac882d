import { REVIEW_RATING_MAX, type RatingDistribution } from '@hostelhub/shared';
import { Star } from 'lucide-react';
import { useFormatters, useT } from '../../../../lib/i18n';
import { hostelDetailText } from '../../i18n';
import { StarRating } from './star-rating';

/** Star counts from 5 down to 1, as review sites list them. */
const STARS_DOWN = [5, 4, 3, 2, 1] as const;

/**
 * A hostel's rating at a glance (issue 26): the average to one decimal with its stars, the
 * number of reviews, and how many gave each number of stars, as bars with their numbers as
 * text (a bar's width alone says nothing to a screen reader).
 */
export function RatingSummary({
  average,
  count,
  distribution,
}: {
  average: number;
  count: number;
  distribution: RatingDistribution | undefined;
}) {
  const t = useT(hostelDetailText);
  const format = useFormatters();
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:gap-8 dark:border-slate-800">
      <div className="flex shrink-0 flex-col items-start gap-1">
        <p className="text-4xl font-bold text-slate-900 dark:text-white">
          <span aria-hidden="true">{format.rating(average)}</span>
          <span className="sr-only">
            {t('reviews.summary.average', {
              average: format.rating(average),
              max: format.number(REVIEW_RATING_MAX),
            })}
          </span>
        </p>
        <StarRating value={Math.round(average)} decorative />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('reviews.count', { count })}
        </p>
      </div>
      {distribution ? (
        <ul aria-label={t('reviews.distribution.label')} className="flex-1 space-y-1.5">
          {STARS_DOWN.map((stars) => {
            const number = distribution[stars];
            const share = count > 0 ? Math.round((number / count) * 100) : 0;
            return (
              <li key={stars} className="flex items-center gap-2 text-sm">
                <span aria-hidden="true" className="flex w-8 shrink-0 items-center gap-0.5">
                  {format.number(stars)}
                  <Star aria-hidden="true" className="h-3.5 w-3.5 fill-amber-400 text-amber-500" />
                </span>
                <span
                  aria-hidden="true"
                  className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                >
                  {/* The bar grows from the reading direction's start. */}
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${share}%` }}
                  />
                </span>
                <span
                  aria-hidden="true"
                  className="w-8 shrink-0 text-end text-slate-700 tabular-nums dark:text-slate-300"
                >
                  {format.number(number)}
                </span>
                <span className="sr-only">
                  {t('reviews.distribution.row', { stars, count: number })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
