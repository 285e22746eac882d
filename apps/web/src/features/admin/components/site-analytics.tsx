import { formatLongDay, formatPercent, formatShortDay, type WebVital } from '@hostelhub/shared';
import { BarChart, TimeSeriesChart } from '../../../components/charts/charts';
import { useChartColors } from '../../../components/charts/chart-colors';
import { Card, CardBody } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters, useT } from '../../../lib/i18n';
import { useSiteAnalytics } from '../api/get-site-analytics';
import { adminText, type AdminT } from '../i18n';

const GOOD: Record<WebVital, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

function formatVital(
  metric: WebVital,
  value: number | null,
  t: AdminT,
  number: (value: number) => string,
): string {
  if (value === null) return t('analytics.noData');
  return metric === 'CLS'
    ? value.toFixed(3)
    : t('analytics.milliseconds', { value: number(Math.round(value)) });
}

/**
 * 'Site analytics' (issue 10): page views per day for the last 14 days, the top pages and the
 * p75 of each web vital, from our own analytics events; as charts since issue 30 (recharts,
 * loaded with this screen), each beside its numbers (a table for screen readers, the list and
 * the values).
 */
export function SiteAnalytics() {
  const t = useT(adminText);
  const { number, locale } = useFormatters();
  const colors = useChartColors();
  const summary = useSiteAnalytics();
  const data = summary.data;
  const vitals = (data?.web_vitals ?? [])
    .filter((vital) => vital.p75 !== null)
    .map((vital) => ({ label: vital.metric, share: (vital.p75 ?? 0) / GOOD[vital.metric] }));

  return (
    <section aria-labelledby="site-analytics" className="min-w-0 space-y-3">
      <h2 id="site-analytics" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('analytics.heading')}
      </h2>
      {summary.isError ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('analytics.loadFailed')}</p>
      ) : !data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-3">
          <Card className="min-w-0 lg:col-span-2">
            <CardBody className="space-y-2">
              <h3 className="font-medium">{t('analytics.pageViews')}</h3>
              <TimeSeriesChart
                kind="area"
                data={data.page_views}
                xKey="day"
                series={[{ key: 'views', label: t('analytics.views') }]}
                formatX={(day) => formatShortDay(day, locale)}
                formatTooltipLabel={(day) => formatLongDay(day, locale)}
                formatValue={number}
              />
              {/* Hidden by its wrapper: a table is never narrower than its content. */}
              <div className="sr-only">
                <table>
                  <caption>{t('analytics.pageViewsCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('analytics.dayColumn')}</th>
                      <th scope="col">{t('analytics.views')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.page_views.map((day) => (
                      <tr key={day.day}>
                        <th scope="row">{formatLongDay(day.day, locale)}</th>
                        <td>{number(day.views)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </CardBody>
          </Card>
          <div className="min-w-0 space-y-4">
            <Card>
              <CardBody className="space-y-2">
                <h3 className="font-medium">{t('analytics.topPages')}</h3>
                {data.top_pages.length === 0 ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('analytics.noPageViews')}
                  </p>
                ) : (
                  <>
                    <BarChart
                      // The five busiest at a glance; the list below has all ten.
                      data={data.top_pages
                        .slice(0, 5)
                        .map((page) => ({ label: page.path, views: page.views }))}
                      labelKey="label"
                      series={[{ key: 'views', label: t('analytics.views') }]}
                      formatValue={number}
                      labelWidth={110}
                    />
                    <ol className="space-y-1 text-sm">
                      {data.top_pages.map((page) => (
                        <li key={page.path} className="flex justify-between gap-2">
                          <span dir="ltr" className="min-w-0 truncate" title={page.path}>
                            {page.path}
                          </span>
                          <span className="shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
                            {number(page.views)}
                          </span>
                        </li>
                      ))}
                    </ol>
                  </>
                )}
              </CardBody>
            </Card>
            <Card>
              <CardBody className="space-y-2">
                <h3 className="font-medium">{t('analytics.webVitals')}</h3>
                {vitals.length > 0 ? (
                  <>
                    <BarChart
                      data={vitals}
                      labelKey="label"
                      series={[{ key: 'share', label: t('analytics.ofGoodLimit') }]}
                      formatValue={(share) => formatPercent(share, locale)}
                      labelWidth={48}
                      colorOf={(datum) =>
                        Number(datum.share) > 1 ? colors.series[1] : colors.series[0]
                      }
                    />
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {t('analytics.vitalsScale')}
                    </p>
                  </>
                ) : null}
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  {data.web_vitals.map((vital) => (
                    <div key={vital.metric} className="contents">
                      <dt className="text-slate-500 dark:text-slate-400">{vital.metric}</dt>
                      <dd
                        className={
                          vital.p75 !== null && vital.p75 > GOOD[vital.metric]
                            ? 'text-amber-700 dark:text-amber-400'
                            : ''
                        }
                      >
                        {formatVital(vital.metric, vital.p75, t, number)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </CardBody>
            </Card>
          </div>
        </div>
      )}
    </section>
  );
}
