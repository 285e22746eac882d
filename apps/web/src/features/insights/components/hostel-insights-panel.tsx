import type { HostelInsights, InsightsDay } from '@hostelhub/shared';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { TimeSeriesChart } from '../../../components/charts/charts';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../lib/i18n';
import { useInsightFormatters } from '../hooks/use-insight-formatters';
import { insightsText } from '../i18n';
import { ChartLegend } from './chart-legend';
import { PriceContextCard } from './price-context-card';

type DayCount = Exclude<keyof InsightsDay, 'day'>;

/** A figure of the period: what it counts and how it reads. */
interface Column {
  key: DayCount;
  label: string;
}

/**
 * A hostel's insights (issue 30): the period's four figures, views and unique visitors over
 * time, the contacts per day, and the price beside the market. Each chart has its figures
 * beside it (a legend with totals) and a table of every day for screen readers; a period
 * without any view or contact says so instead of drawing empty charts.
 */
export function HostelInsightsPanel({ insights }: { insights: HostelInsights }) {
  const t = useT(insightsText);
  const format = useInsightFormatters();
  const { totals, daily } = insights;
  const isQuiet = totals.views === 0 && totals.favourites_added === 0 && totals.contacts === 0;
  const period = { from: format.longDay(insights.from), to: format.longDay(insights.to) };

  const viewColumns: Column[] = [
    { key: 'views', label: t('series.views') },
    { key: 'unique_visitors', label: t('series.uniqueVisitors') },
  ];
  const contactColumns: Column[] = [
    { key: 'favourites_added', label: t('series.favourites') },
    { key: 'chats_started', label: t('series.chats') },
    { key: 'visit_requests', label: t('series.visits') },
    { key: 'reservation_requests', label: t('series.reservations') },
  ];
  const legend = (columns: Column[]) =>
    columns.map((column) => ({ label: column.label, total: format.number(totals[column.key]) }));
  const chart = (columns: Column[], kind: 'area' | 'stacked-bar') => (
    <TimeSeriesChart
      kind={kind}
      data={daily}
      xKey="day"
      series={columns.map(({ key, label }) => ({ key, label }))}
      formatX={format.shortDay}
      formatTooltipLabel={format.longDay}
      formatValue={format.number}
    />
  );

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label={t('summary.views')} value={format.number(totals.views)} />
        <Figure label={t('summary.uniqueVisitors')} value={format.number(totals.unique_visitors)} />
        <Figure
          label={t('summary.contacts')}
          value={format.number(totals.contacts)}
          hint={t('summary.contactsHint')}
        />
        <Figure
          label={t('summary.conversion')}
          value={insights.view_to_contact === null ? '–' : format.percent(insights.view_to_contact)}
          hint={
            insights.view_to_contact === null
              ? t('summary.conversionNone')
              : t('summary.conversionHint')
          }
        />
      </dl>

      {isQuiet ? (
        <EmptyState icon={Eye} title={t('empty.title')}>
          {t('empty.text', { count: insights.days })}
        </EmptyState>
      ) : (
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <ChartCard heading={t('views.heading')}>
            {chart(viewColumns, 'area')}
            <ChartLegend entries={legend(viewColumns)} />
            <DayTable caption={t('views.caption', period)} columns={viewColumns} daily={daily} />
          </ChartCard>
          <ChartCard heading={t('contacts.heading')}>
            {chart(contactColumns, 'stacked-bar')}
            <ChartLegend entries={legend(contactColumns)} />
            <DayTable
              caption={t('contacts.caption', period)}
              columns={contactColumns}
              daily={daily}
            />
          </ChartCard>
        </div>
      )}

      <PriceContextCard price={insights.price} />
    </div>
  );
}

/** One of the period's figures: a label, the number, and what it means. */
function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</dd> : null}
    </div>
  );
}

function ChartCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardBody className="space-y-3 p-4 sm:p-5">
        <h2 className="font-semibold text-slate-900 dark:text-white">{heading}</h2>
        {children}
      </CardBody>
    </Card>
  );
}

/** Every day's figures for screen readers: the chart's numbers as a table. */
function DayTable({
  caption,
  columns,
  daily,
}: {
  caption: string;
  columns: Column[];
  daily: InsightsDay[];
}) {
  const t = useT(insightsText);
  const format = useInsightFormatters();
  // The wrapper is what is visually hidden: a table is never narrower than its content, so a
  // hidden table itself would still widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.day')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.day}>
              <th scope="row">{format.longDay(day.day)}</th>
              {columns.map((column) => (
                <td key={column.key}>{format.number(day[column.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
