import { SAVED_SEARCHES_MAX } from '@hostelhub/shared';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useSavedSearches } from '../api/get-saved-searches';
import { savedSearchesText } from '../i18n';
import { FavoriteAlertsSwitch } from './favorite-alerts-switch';
import { SavedSearchItem } from './saved-search-item';

/**
 * /saved-searches (issue 29): the signed-in user's saved searches, each opening the browse
 * screen with its filters, renamed, re-timed, paused or resumed, or deleted; and the switch of
 * the alerts on favourites. Reached from the account menu.
 */
export function SavedSearchesPage() {
  const t = useT(savedSearchesText);
  const format = useFormatters();
  const searches = useSavedSearches();

  return (
    <ContentLayout title={t('page.title')} description={t('page.description')} width="narrow">
      <div className="space-y-8">
        <section aria-labelledby="saved-searches-list" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2
              id="saved-searches-list"
              className="text-lg font-semibold text-slate-900 dark:text-slate-100"
            >
              {t('page.list')}
            </h2>
            {searches.data && searches.data.length > 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('page.count', {
                  count: format.number(searches.data.length),
                  max: format.number(SAVED_SEARCHES_MAX),
                })}
              </p>
            ) : null}
          </div>
          {searches.isPending ? (
            <div className="space-y-3">
              <Skeleton className="h-36 w-full" />
              <Skeleton className="h-36 w-full" />
            </div>
          ) : searches.isError ? (
            <LoadError
              title={t('page.loadFailed')}
              message={errorText(searches.error, t('page.loadFailed'))}
              onRetry={() => void searches.refetch()}
              isRetrying={searches.isFetching}
            />
          ) : searches.data.length === 0 ? (
            <EmptyState
              icon={BellRing}
              title={t('page.empty.title')}
              action={
                <Link to={paths.hostels.list.getHref()} className={buttonVariants()}>
                  {t('page.empty.action')}
                </Link>
              }
            >
              {t('page.empty.body')}
            </EmptyState>
          ) : (
            <ul className="space-y-4">
              {searches.data.map((search) => (
                <SavedSearchItem key={search.id} search={search} />
              ))}
            </ul>
          )}
        </section>
        <FavoriteAlertsSwitch />
      </div>
    </ContentLayout>
  );
}
