import { formatPercent } from '@hostelhub/shared';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useChartColors } from '../../../components/charts/chart-colors';
import { TimeSeriesChart } from '../../../components/charts/charts';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useCollections } from '../api/get-collections';
import type { CollectionsMonth } from '../api/types';
import { duesText } from '../i18n';
import { formatMonth } from '../utils/months';

type MoneyKey = 'due' | 'collected' | 'outstanding';
const MONEY_KEYS: readonly MoneyKey[] = ['due', 'collected', 'outstanding'];

export interface CollectionsPanelProps {
  hostelId: string;
  /** Beside the heading: the owner dashboard's hostel choice and its link to the Dues screen. */
  actions?: ReactNode;
}

/**
 * A month's collections at a glance (issue 45 item 5): what fell due, what came in and what is
 * still owed, and the beds' occupancy, for the last twelve months. The charts are pictures; the
 * same figures are a table for screen readers, and this month's figures are text beside them.
 * Shown on the Dues screen and on the owner's dashboard.
 */
export function CollectionsPanel({ hostelId, actions }: CollectionsPanelProps) {
  const t = useT(duesText);
  const format = useFormatters();
  const collections = useCollections(hostelId);
  const compact = new Intl.NumberFormat(format.locale, { notation: 'compact' });
  const percent = (share: number) => formatPercent(share, format.locale);
  const label: Record<MoneyKey, string> = {
    due: t('collections.due'),
    collected: t('collections.collected'),
    outstanding: t('collections.outstanding'),
  };
  let body: ReactNode;
  if (collections.isError) {
    body = (
      <LoadError
        title={t('collections.loadFailed')}
        message={errorText(collections.error, t('collections.loadFailed'))}
        onRetry={() => void collections.refetch()}
        isRetrying={collections.isFetching}
      />
    );
  } else if (!collections.data) {
    body = (
      <div role="status" aria-label={t('collections.loading')}>
        <Skeleton className="h-56" />
      </div>
    );
  } else if (collections.data.every((month) => month.due === 0 && month.collected === 0)) {
    body = (
      <EmptyState icon={BarChart3} title={t('collections.empty')}>
        {t('collections.emptyText')}
      </EmptyState>
    );
  } else {
    const months = collections.data;
    const latest = months.at(-1)!;
    const data = months.map((month) => ({
      ...month,
      occupancy: Math.round(month.occupancy * 100),
    }));
    const monthLabel = (month: string) => formatMonth(month, format.locale, 'short');
    body = (
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ChartCard heading={t('collections.moneyHeading')}>
          <TimeSeriesChart
            kind="area"
            data={data}
            xKey="month"
            series={MONEY_KEYS.map((key) => ({ key, label: label[key] }))}
            formatX={monthLabel}
            formatTooltipLabel={(month) => formatMonth(month, format.locale)}
            formatValue={format.rupees}
            formatTick={(value) => compact.format(value)}
          />
          <Legend
            entries={MONEY_KEYS.map((key) => ({
              label: label[key],
              value: format.rupees(latest[key]),
            }))}
            caption={t('collections.thisMonth', {
              month: formatMonth(latest.month, format.locale),
            })}
          />
        </ChartCard>
        <ChartCard heading={t('collections.occupancyHeading')}>
          <TimeSeriesChart
            kind="area"
            data={data}
            xKey="month"
            series={[{ key: 'occupancy', label: t('collections.occupancy') }]}
            formatX={monthLabel}
            formatTooltipLabel={(month) => formatMonth(month, format.locale)}
            formatValue={(value) => percent(value / 100)}
          />
          <Legend
            entries={[{ label: t('collections.occupancy'), value: percent(latest.occupancy) }]}
            caption={t('collections.thisMonth', {
              month: formatMonth(latest.month, format.locale),
            })}
          />
        </ChartCard>
        <MonthTable months={months} label={label} percent={percent} />
      </div>
    );
  }
  return (
    <section aria-labelledby="dues-collections" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dues-collections" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('collections.heading')}
        </h2>
        {actions}
      </div>
      {body}
    </section>
  );
}

function ChartCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardBody className="space-y-3 p-4 sm:p-5">
        <h3 className="font-semibold text-slate-900 dark:text-white">{heading}</h3>
        {children}
      </CardBody>
    </Card>
  );
}

/** The chart's series with this month's figure beside each colour. */
function Legend({
  entries,
  caption,
}: {
  entries: { label: string; value: string }[];
  caption: string;
}) {
  const colors = useChartColors();
  return (
    <div className="space-y-1">
      <p className="text-xs text-slate-600 dark:text-slate-400">{caption}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        {entries.map((entry, index) => (
          <li key={entry.label} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-2.5 shrink-0 rounded-sm"
              style={{ background: colors.series[index % colors.series.length] }}
            />
            <span>{entry.label}</span>
            <span className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">
              {entry.value}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every month's figures for screen readers: the charts' numbers as a table. */
function MonthTable({
  months,
  label,
  percent,
}: {
  months: CollectionsMonth[];
  label: Record<MoneyKey, string>;
  percent: (share: number) => string;
}) {
  const t = useT(duesText);
  const format = useFormatters();
  // The wrapper is what is visually hidden: a hidden table would still widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{t('collections.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('collections.month')}</th>
            {MONEY_KEYS.map((key) => (
              <th key={key} scope="col">
                {label[key]}
              </th>
            ))}
            <th scope="col">{t('collections.occupancy')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatMonth(month.month, format.locale)}</th>
              {MONEY_KEYS.map((key) => (
                <td key={key}>{format.rupees(month[key])}</td>
              ))}
              <td>{percent(month.occupancy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
