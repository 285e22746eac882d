import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Button, buttonVariants } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useHostelInsights } from '../api/get-hostel-insights';
import { insightsText } from '../i18n';
import { HostelInsightsPanel } from './hostel-insights-panel';

/** The periods a person can choose, in days (the API takes 1 to 90). */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;

export interface HostelInsightsPageProps {
  hostelId: string;
  /** The period shown, in days. */
  days: number;
  onDaysChange: (days: number) => void;
  /** Where "Back to Dashboard" leads (the owner's or the admin's). */
  backHref: string;
}

/**
 * /owner/insights/{hostelId} (issue 30): one hostel's views, contacts and price context over
 * 7, 30 or 90 days, for its owner and administrators; the server refuses anyone else (a hostel
 * that is not the caller's reads as not found).
 */
export function HostelInsightsPage({
  hostelId,
  days,
  onDaysChange,
  backHref,
}: HostelInsightsPageProps) {
  const t = useT(insightsText);
  const insights = useHostelInsights(hostelId, days);
  const back = (
    <Link to={backHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      {t('page.back')}
    </Link>
  );
  const periods = (
    <div role="group" aria-label={t('period.label')} className="flex flex-wrap gap-1">
      {INSIGHTS_PERIODS.map((period) => (
        <Button
          key={period}
          size="sm"
          variant={period === days ? 'primary' : 'outline'}
          aria-pressed={period === days}
          onClick={() => onDaysChange(period)}
        >
          {t('period.days', { count: period })}
        </Button>
      ))}
    </div>
  );

  return (
    <ContentLayout
      title={
        insights.data ? t('page.title', { name: insights.data.hostel_name }) : t('page.heading')
      }
      description={t('page.description')}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {back}
          {periods}
        </div>
      }
    >
      {insights.isError ? (
        <LoadError
          title={t('page.loadFailed')}
          message={errorText(insights.error, t('page.loadFailed'))}
          onRetry={() => void insights.refetch()}
          isRetrying={insights.isFetching}
        />
      ) : !insights.data ? (
        <div role="status" aria-label={t('page.loading')} className="space-y-6">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-24" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        </div>
      ) : (
        <HostelInsightsPanel insights={insights.data} />
      )}
    </ContentLayout>
  );
}
