import type { VisitingWindow } from '@hostelhub/shared';
import { Fragment } from 'react';
import { useLanguage, useT } from '../../../lib/i18n';
import { listSeparator } from '../../../lib/place-names';
import { bookingsText } from '../i18n';
import { WEEKDAY_KEYS } from '../utils/labels';
import { windowsByDay } from '../utils/pakistan-time';

/** One day's windows as a line: '10:00–12:00, 16:00–18:00'. */
export function useWindowsLine() {
  const t = useT(bookingsText);
  const { language } = useLanguage();
  return (windows: readonly VisitingWindow[]) =>
    windows
      .map((window) => t('hours.window', { from: window.from, to: window.to }))
      .join(listSeparator(language));
}

/**
 * A hostel's visiting hours by day, Monday first, Pakistan time (issue 27), beside the forms
 * that ask for a visit time.
 */
export function VisitingHours({
  windows,
  headingId,
}: {
  windows: readonly VisitingWindow[];
  headingId: string;
}) {
  const t = useT(bookingsText);
  const line = useWindowsLine();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-800/40"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('hours.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {windowsByDay(windows).map(({ day, windows: own }) => (
          <Fragment key={day}>
            <dt className="font-medium text-slate-700 dark:text-slate-300">
              {t(WEEKDAY_KEYS[day])}
            </dt>
            <dd className="text-slate-700 tabular-nums dark:text-slate-300">{line(own)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
