import { DUE_STATUSES } from '@hostelhub/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { useFormatters, useT } from '../../../lib/i18n';
import type { DueFilter } from '../api/get-dues';
import { duesText } from '../i18n';
import { DUE_STATUS_LOOK } from '../utils/money-labels';
import { addMonths, formatMonth, thisMonth } from '../utils/months';

/** How far back the month picker goes, in months. */
const MONTHS_BACK = 23;

/**
 * The Dues screen's choices (issue 45 item 5): the month (previous, a list of the last two
 * years up to next month, next), the status, and "Overdue only".
 */
export function DuesFilters({
  month,
  status,
  overdue,
  onMonth,
  onStatus,
  onOverdue,
}: {
  month: string;
  status: DueFilter;
  overdue: boolean;
  onMonth: (month: string) => void;
  onStatus: (status: DueFilter) => void;
  onOverdue: (overdue: boolean) => void;
}) {
  const t = useT(duesText);
  const format = useFormatters();
  const last = addMonths(thisMonth(), 1);
  const first = addMonths(thisMonth(), -MONTHS_BACK);
  const months = Array.from({ length: MONTHS_BACK + 2 }, (_, index) => addMonths(last, -index));
  if (!months.includes(month)) months.push(month);
  const label = 'space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className={label}>
        <label htmlFor="dues-month" className="block">
          {t('filter.month')}
        </label>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('filter.previous')}
            disabled={month <= first}
            onClick={() => onMonth(addMonths(month, -1))}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          </Button>
          <Select
            id="dues-month"
            className="w-auto min-w-40"
            value={month}
            onChange={(event) => onMonth(event.target.value)}
          >
            {months.map((value) => (
              <option key={value} value={value}>
                {formatMonth(value, format.locale)}
              </option>
            ))}
          </Select>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('filter.next')}
            disabled={month >= last}
            onClick={() => onMonth(addMonths(month, 1))}
          >
            <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          </Button>
        </div>
      </div>
      <label className={`${label} basis-40`}>
        <span className="block">{t('filter.status')}</span>
        <Select value={status} onChange={(event) => onStatus(event.target.value as DueFilter)}>
          <option value="all">{t('filter.all')}</option>
          {DUE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(DUE_STATUS_LOOK[value].label)}
            </option>
          ))}
        </Select>
      </label>
      <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={overdue}
          onChange={(event) => onOverdue(event.target.checked)}
          className="h-4 w-4 rounded border-slate-300 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600"
        />
        {t('filter.overdue')}
      </label>
    </div>
  );
}
