import type { HostelInsightsSummary, InsightsDay } from '@hostelhub/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Sparkline } from '../../../components/charts/charts';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { getOwnerInsightsQueryOptions } from '../api/get-owner-insights';
import { insightsKeys } from '../api/query-keys';
import { useInsightFormatters } from '../hooks/use-insight-formatters';
import { insightsText } from '../i18n';

/** The period the dashboard's overview covers, in days. */
const OVERVIEW_DAYS = 30;
/** How many hostels it lists before "Show all": the most viewed first. */
const FIRST_SHOWN = 5;

export interface OwnerInsightsOverviewProps {
  /** The hostels to show (the owner's approved ones: only they are seen and contacted). */
  hostels: { id: string; name: string }[];
}

/**
 * The owner dashboard's insights (issue 30): for each hostel, its views over the last 30 days
 * as a small line, with its views, unique visitors and contacts in figures, and a link to its
 * insights page; the five most viewed first, the others on "Show all".
 */
export function OwnerInsightsOverview({ hostels }: OwnerInsightsOverviewProps) {
  const t = useT(insightsText);
  const [showAll, setShowAll] = useState(false);
  // One request for every hostel (GET /api/enhanced-hostels/owner/insights).
  const overview = useQuery(getOwnerInsightsQueryOptions(OVERVIEW_DAYS));
  const byId = new Map(overview.data?.hostels.map((line) => [line.hostel_id, line]));
  // A hostel approved after the overview loaded is asked for once: the overview loads again.
  const missing = overview.isSuccess
    ? hostels
        .filter((hostel) => !byId.has(hostel.id))
        .map((hostel) => hostel.id)
        .join()
    : '';
  const askedFor = useRef('');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!missing || missing === askedFor.current) return;
    askedFor.current = missing;
    void queryClient.invalidateQueries({ queryKey: insightsKeys.owner(OVERVIEW_DAYS) });
  }, [missing, queryClient]);
  // Its row shows a skeleton while that happens.
  const status = missing && overview.isFetching ? 'pending' : overview.status;
  // The most viewed first (while loading, in the dashboard's order).
  const rows = hostels
    .map((hostel) => ({ hostel, insights: byId.get(hostel.id) }))
    .sort((a, b) => (b.insights?.totals.views ?? -1) - (a.insights?.totals.views ?? -1));
  const shown = showAll ? rows : rows.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="insights-overview">
      <Card className="min-w-0">
        <CardBody className="space-y-3 p-4 sm:p-5">
          <h2
            id="insights-overview"
            className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
          >
            <ChartColumn aria-hidden="true" className="h-5 w-5 text-teal-700 dark:text-teal-400" />
            {t('overview.heading', { count: OVERVIEW_DAYS })}
          </h2>
          <ul className="grid gap-x-8 lg:grid-cols-2">
            {shown.map(({ hostel, insights }) => (
              <OverviewRow key={hostel.id} hostel={hostel} insights={insights} status={status} />
            ))}
          </ul>
          {rows.length > FIRST_SHOWN ? (
            <Button variant="ghost" size="sm" onClick={() => setShowAll(!showAll)}>
              {showAll ? t('overview.showFewer') : t('overview.showAll', { count: rows.length })}
            </Button>
          ) : null}
        </CardBody>
      </Card>
    </section>
  );
}

function OverviewRow({
  hostel,
  insights,
  status,
}: {
  hostel: { id: string; name: string };
  /** Its line of the overview: undefined while loading, when it failed, or for a hostel approved since. */
  insights: HostelInsightsSummary | undefined;
  /** The overview's request: a skeleton while pending, a sentence when it failed. */
  status: 'pending' | 'error' | 'success';
}) {
  const t = useT(insightsText);
  const format = useInsightFormatters();
  const busiest = insights?.daily.reduce<InsightsDay | undefined>(
    (best, day) => (!best || day.views > best.views ? day : best),
    undefined,
  );
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 border-b border-slate-100 py-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] dark:border-slate-800">
      <div className="min-w-0">
        {/* Its own direction: an English name in Urdu is cut at its end, not its start. */}
        <h3
          dir="auto"
          className="truncate font-medium text-slate-900 [text-align:match-parent] dark:text-slate-100"
        >
          {hostel.name}
        </h3>
        {insights ? (
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600 dark:text-slate-400">
            {(
              [
                [t('summary.views'), insights.totals.views],
                [t('summary.uniqueVisitors'), insights.totals.unique_visitors],
                [t('summary.contacts'), insights.totals.contacts],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex gap-1">
                <dt>{label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                  {format.number(value)}
                </dd>
              </div>
            ))}
          </dl>
        ) : status === 'error' ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('overview.loadFailed')}
          </p>
        ) : status === 'pending' ? (
          <Skeleton className="mt-2 h-4 w-48 max-w-full" />
        ) : null}
        {busiest && busiest.views > 0 ? (
          <p className="sr-only">
            {t('overview.busiest', { day: format.longDay(busiest.day), count: busiest.views })}
          </p>
        ) : null}
      </div>
      <Link
        to={paths.owner.insights.getHref(hostel.id)}
        aria-label={t('overview.openNamed', { name: hostel.name })}
        className={buttonVariants({
          variant: 'outline',
          size: 'sm',
          className: 'col-start-2 row-start-1 sm:col-start-3',
        })}
      >
        {t('overview.open')}
      </Link>
      <div className="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
        {insights ? (
          <Sparkline values={insights.daily.map((day) => day.views)} height={32} />
        ) : null}
      </div>
    </li>
  );
}
