import { useFormatters, useT } from '../../../lib/i18n';
import type { Due } from '../api/types';
import { duesText } from '../i18n';

/** The month's sums over the dues shown: total, paid and outstanding (issue 45 item 5). */
export function DuesSummary({ dues }: { dues: Due[] }) {
  const t = useT(duesText);
  const format = useFormatters();
  const sum = (pick: (due: Due) => number) => dues.reduce((total, due) => total + pick(due), 0);
  const figures = [
    { label: t('summary.total'), value: sum((due) => due.total) },
    { label: t('summary.paid'), value: sum((due) => due.paid + due.credit_applied) },
    { label: t('summary.outstanding'), value: sum((due) => due.balance) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs text-slate-600 sm:text-sm dark:text-slate-400">{figure.label}</dt>
          <dd className="mt-1 text-base font-semibold text-slate-900 tabular-nums sm:text-2xl dark:text-white">
            {format.rupees(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
