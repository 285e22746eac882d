import {
  hostelFiltersQuery,
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@hostelhub/shared';
import { Pause, Pencil, Play, Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { savedSearchesText } from '../i18n';
import { FilterSummaryText } from './filter-summary-text';
import { RenameSearchDialog } from './rename-search-dialog';

/**
 * One saved search on its page (issue 29): its name and filters, how many alerts it made, a
 * link opening the browse screen with its filters, its frequency, Pause/Resume, Rename and
 * Delete (asked first). Each change says so in a toast; a failed one says why.
 */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const t = useT(savedSearchesText);
  const confirm = useConfirm();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [isRenaming, setIsRenaming] = useState(false);
  const frequencyId = useId();
  const isBusy = update.isPending || remove.isPending;
  const name = search.name;

  const change = (values: { frequency?: SavedSearchFrequency; paused?: boolean }, done: string) =>
    update.mutate(
      { id: search.id, ...values },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(errorText(error, t('item.updateFailed'))),
      },
    );

  const askDelete = async () => {
    const isSure = await confirm({
      title: t('delete.title'),
      message: t('delete.message', { name }),
      confirmLabel: t('delete.confirm'),
      cancelLabel: t('save.cancel'),
      isDestructive: true,
    });
    if (!isSure) return;
    remove.mutate(search.id, {
      onSuccess: () => toast.success(t('delete.done')),
      onError: (error) => toast.error(errorText(error, t('item.updateFailed'))),
    });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <article aria-labelledby={`${frequencyId}-name`} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h3
              id={`${frequencyId}-name`}
              dir="auto"
              className="text-base font-semibold break-words text-slate-900 dark:text-slate-100"
            >
              {name}
            </h3>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('item.alerts', { count: search.alert_count })}
            </p>
          </div>
          {search.paused ? <Badge tone="amber">{t('item.paused')}</Badge> : null}
        </div>
        <FilterSummaryText filters={search.filters} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <div className="space-y-1 sm:w-64">
            <label
              htmlFor={frequencyId}
              className="block text-xs font-medium text-slate-700 dark:text-slate-300"
            >
              {t('item.frequencyLabel', { name })}
            </label>
            <Select
              id={frequencyId}
              value={search.frequency}
              disabled={isBusy}
              onChange={(event) => {
                const next = SAVED_SEARCH_FREQUENCIES.find((value) => value === event.target.value);
                if (next && next !== search.frequency) {
                  change({ frequency: next }, t('item.updated'));
                }
              }}
            >
              {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {frequency === 'instant' ? t('frequency.instant') : t('frequency.daily')}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={paths.hostels.list.getHref(hostelFiltersQuery(search.filters))}
              aria-label={t('item.openLabel', { name })}
              className={buttonVariants({ variant: 'primary', size: 'sm' })}
            >
              <Search aria-hidden="true" className="h-4 w-4" />
              {t('item.open')}
            </Link>
            {search.paused ? (
              <Button
                variant="outline"
                size="sm"
                disabled={isBusy}
                aria-label={t('item.resumeLabel', { name })}
                onClick={() => change({ paused: false }, t('item.resumed.done'))}
              >
                <Play aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
                {t('item.resume')}
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={isBusy}
                aria-label={t('item.pauseLabel', { name })}
                onClick={() => change({ paused: true }, t('item.paused.done'))}
              >
                <Pause aria-hidden="true" className="h-4 w-4" />
                {t('item.pause')}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              disabled={isBusy}
              aria-label={t('item.renameLabel', { name })}
              onClick={() => setIsRenaming(true)}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('item.rename')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={isBusy}
              aria-label={t('item.deleteLabel', { name })}
              onClick={() => void askDelete()}
              className="text-red-700 dark:text-red-400"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('item.delete')}
            </Button>
          </div>
        </div>
      </article>
      {isRenaming ? (
        <RenameSearchDialog search={search} onClose={() => setIsRenaming(false)} />
      ) : null}
    </li>
  );
}
