import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import type { useDues } from '../api/get-dues';
import type { Due } from '../api/types';
import { duesText } from '../i18n';
import { DueStatusBadge } from './due-status-badge';

// On a phone each row is a card: the header row is hidden and each cell says what it is.
const CELL =
  'px-3 py-2 align-middle max-md:flex max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-0.5 max-md:before:text-slate-600 max-md:before:content-[attr(data-label)] dark:max-md:before:text-slate-400';
const MONEY = `${CELL} text-end tabular-nums`;
/** The header row's columns and their alignment class (figures at the end), before the actions. */
const COLUMNS = [
  ['col.resident', 'text-start'],
  ['col.place', 'text-start'],
  ['col.total', 'text-end'],
  ['col.paid', 'text-end'],
  ['col.balance', 'text-end'],
  ['col.status', 'text-start'],
  ['col.daysLate', 'text-end'],
] as const;

/**
 * The month's dues (issue 45 item 5): each resident's room and bed, total, paid, balance,
 * status and days late, with "Record payment" on every row that still owes. A table on a wide
 * screen, a card per resident on a phone.
 */
export function DuesList({
  hostelId,
  dues,
  filtered,
  onRecord,
}: {
  hostelId: string;
  dues: ReturnType<typeof useDues>;
  /** A status or overdue filter is on (the empty state says so). */
  filtered: boolean;
  onRecord: (due: Due) => void;
}) {
  const t = useT(duesText);
  const format = useFormatters();
  if (dues.isError) {
    return (
      <LoadError
        title={t('list.loadFailed')}
        message={errorText(dues.error, t('list.loadFailed'))}
        onRetry={() => void dues.refetch()}
        isRetrying={dues.isFetching}
      />
    );
  }
  if (!dues.data) {
    return (
      <div role="status" aria-label={t('list.loading')} className="space-y-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (dues.data.length === 0) {
    return (
      <EmptyState icon={Wallet} title={filtered ? t('list.noMatch') : t('list.empty')}>
        {filtered ? t('list.noMatchText') : t('list.emptyText')}
      </EmptyState>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-slate-200 text-start text-slate-600 dark:border-slate-800 dark:text-slate-400">
            {COLUMNS.map(([key, alignment]) => (
              <th key={key} scope="col" className={`px-3 py-2 font-medium ${alignment}`}>
                {t(key)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {dues.data.map((due) => {
            const name = due.resident.full_name ?? t('row.erased');
            return (
              <tr key={due.id} className="max-md:block max-md:space-y-1 max-md:p-3">
                <th
                  scope="row"
                  className="px-3 py-2 text-start font-medium max-md:block max-md:px-0"
                >
                  <Link
                    to={paths.register.due.getHref(due.id, hostelId)}
                    className="text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
                  >
                    {name}
                  </Link>
                </th>
                <td data-label={t('col.place')} className={CELL}>
                  {due.resident.room
                    ? t('row.place', { room: due.resident.room, bed: due.resident.bed ?? '–' })
                    : t('row.noBed')}
                </td>
                <td data-label={t('col.total')} className={MONEY}>
                  {format.rupees(due.total)}
                </td>
                <td data-label={t('col.paid')} className={MONEY}>
                  {format.rupees(due.paid + due.credit_applied)}
                </td>
                <td data-label={t('col.balance')} className={`${MONEY} font-semibold`}>
                  {format.rupees(due.balance)}
                </td>
                <td data-label={t('col.status')} className={CELL}>
                  <DueStatusBadge status={due.status} overdue={due.overdue} />
                </td>
                <td data-label={t('col.daysLate')} className={MONEY}>
                  {due.days_late > 0 ? format.number(due.days_late) : '–'}
                </td>
                <td className="px-3 py-2 text-end max-md:block max-md:px-0 max-md:pt-2">
                  {due.balance > 0 ? (
                    <Button
                      size="sm"
                      className="max-md:w-full"
                      onClick={() => onRecord(due)}
                      aria-label={t('row.recordFor', { name })}
                    >
                      {t('row.record')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
