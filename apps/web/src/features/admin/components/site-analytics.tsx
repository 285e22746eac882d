import type { WebVital } from '@hostelhub/shared';
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
 * p75 of each web vital, from our own analytics events.
 */
export function SiteAnalytics() {
  const t = useT(adminText);
  const { number } = useFormatters();
  const summary = useSiteAnalytics();
  const data = summary.data;
  const peak = Math.max(1, ...(data?.page_views.map((day) => day.views) ?? [1]));

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
              <table className="w-full text-sm">
                <caption className="sr-only">{t('analytics.pageViewsCaption')}</caption>
                <tbody>
                  {data.page_views.map((day) => (
                    <tr key={day.day}>
                      <th
                        scope="row"
                        className="w-14 py-0.5 pe-2 text-start font-normal whitespace-nowrap text-slate-500 dark:text-slate-400"
                      >
                        {day.day.slice(5)}
                      </th>
                      <td className="py-0.5">
                        {/* The bar shrinks within its track; the figure always has room
                            (issue 22 item 8: it was cut at 390 px). */}
                        <span className="flex min-w-0 items-center gap-2">
                          <span aria-hidden="true" className="min-w-0 flex-1">
                            <span
                              className="block h-3 rounded bg-teal-600"
                              style={{ width: `${(day.views / peak) * 100}%` }}
                            />
                          </span>
                          <span className="shrink-0 tabular-nums">{number(day.views)}</span>
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
                  <ol className="space-y-1 text-sm">
                    {data.top_pages.map((page) => (
                      <li key={page.path} className="flex justify-between gap-2">
                        <span className="min-w-0 truncate" title={page.path}>
                          {page.path}
                        </span>
                        <span className="shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
                          {number(page.views)}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </CardBody>
            </Card>
            <Card>
              <CardBody className="space-y-2">
                <h3 className="font-medium">{t('analytics.webVitals')}</h3>
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
