import { Building2, History } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useFormatters, useT } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/place-names';
import { recentlyViewedText } from '../i18n';
import {
  clearRecentlyViewed,
  recentlyViewedList,
  type RecentlyViewedEntry,
} from '../utils/recently-viewed-list';

export interface RecentlyViewedProps {
  /** Where a hostel leads (the browse screen keeps its query). */
  hostelHref: (id: string) => string;
  /** History state of those links (the browse screen opens them as its dialog). */
  linkState?: unknown;
}

function Thumbnail({ entry }: { entry: RecentlyViewedEntry }) {
  const t = useT(recentlyViewedText);
  if (!entry.image_url) {
    return (
      <span
        role="img"
        aria-label={t('noPhoto')}
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500"
      >
        <Building2 aria-hidden="true" className="h-6 w-6" />
      </span>
    );
  }
  return (
    <img
      src={entry.image_url}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className="h-14 w-14 shrink-0 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
    />
  );
}

/**
 * The hostels whose details were opened last in this browser (issue 29), newest first, as a
 * compact row that scrolls sideways, with Clear. Nothing until one was opened; nothing on the
 * server either (the list lives in the browser), so the browse screen shows it below its
 * results, where appearing after load moves nothing on screen.
 */
export function RecentlyViewed({ hostelHref, linkState }: RecentlyViewedProps) {
  const t = useT(recentlyViewedText);
  const format = useFormatters();
  const placeName = usePlaceName();
  const headingId = useId();
  const entries = recentlyViewedList.useItems();
  if (entries.length === 0) return null;

  const clear = () => {
    clearRecentlyViewed();
    toast.success(t('cleared'));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
        >
          <History aria-hidden="true" className="h-5 w-5 text-slate-500 dark:text-slate-400" />
          {t('title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={clear} aria-label={t('clearLabel')}>
          {t('clear')}
        </Button>
      </div>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {entries.map((entry) => (
          <li key={entry.id} className="w-64 shrink-0 snap-start">
            <Link
              to={hostelHref(entry.id)}
              state={linkState}
              preventScrollReset
              className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              <Thumbnail entry={entry} />
              <span className="min-w-0">
                <span
                  dir="auto"
                  className="block truncate text-sm font-semibold text-slate-900 dark:text-white"
                >
                  {entry.name}
                </span>
                <span className="block truncate text-sm text-teal-800 dark:text-teal-300">
                  {format.monthlyPrice(entry.price_range)}
                </span>
                {entry.city ? (
                  <span className="block truncate-or-wrap text-xs text-slate-600 dark:text-slate-400">
                    {placeName(entry.city)}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
