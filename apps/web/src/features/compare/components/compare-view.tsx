import {
  COMPARE_MAX_HOSTELS,
  isUuidText,
  parseCompareIds,
  type CompareHostel,
} from '@hostelhub/shared';
import { Building2, Columns3, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FieldHint, FieldLabel } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/place-names';
import { useUniversities } from '../../../lib/reference-data/get-universities';
import { useComparison } from '../api/get-comparison';
import { compareText } from '../i18n';
import { compareList, removeFromCompare } from '../utils/compare-list';
import { CompareTable } from './compare-table';

const UNIVERSITY_SELECT_ID = 'compare-university';

/** The ids a compare URL names: hostel ids only, each once, at most COMPARE_MAX_HOSTELS. */
function idsFromUrl(value: string | null): string[] {
  return parseCompareIds(value).filter(isUuidText).slice(0, COMPARE_MAX_HOSTELS);
}

/** Placeholders in the table's shape while the comparison loads. */
function CompareSkeleton({ columns }: { columns: number }) {
  return (
    <div className="flex gap-4 overflow-hidden rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="hidden w-40 shrink-0 space-y-6 pt-52 sm:block">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-24" />
        ))}
      </div>
      {Array.from({ length: columns }, (_, index) => (
        <div key={index} className="w-64 shrink-0 space-y-4 sm:w-auto sm:flex-1">
          <Skeleton className="aspect-[4/3] w-full rounded-lg" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * The compare page's body (issue 29): the university distances are measured from, and the
 * hostels of `?ids=` side by side; without `ids`, those chosen in this browser (written into
 * the address, so it can be shared). Removing a hostel takes it out of both. Loading, failure
 * and empty states: the empty one explains how hostels get here.
 */
export function CompareView() {
  const t = useT(compareText);
  const placeName = usePlaceName();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The page's address with a change, in place of this one; its ids keep their commas, so a
  // shared link reads as the tray writes it.
  const replaceQuery = useCallback(
    (current: URLSearchParams, change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(current);
      change(next);
      const query = next.toString().replaceAll('%2C', ',');
      void navigate(
        { search: query ? `?${query}` : '' },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate],
  );
  const chosen = compareList.useItems();
  const hasIdsInUrl = searchParams.has('ids');
  const urlIds = searchParams.get('ids');
  const ids = useMemo(
    () => (hasIdsInUrl ? idsFromUrl(urlIds) : chosen.map((item) => item.id)),
    [hasIdsInUrl, urlIds, chosen],
  );
  const universityParam = searchParams.get('university_id') ?? '';
  const universityId = isUuidText(universityParam) ? universityParam : undefined;
  const universities = useUniversities();
  const university = universities.data?.find((item) => item.id === universityId);
  const comparison = useComparison(ids, universityId);

  // Opened without ids (the tray's link before, a bookmark of /compare): the address names the
  // hostels chosen here, so it can be shared or reloaded.
  useEffect(() => {
    if (hasIdsInUrl || ids.length === 0) return;
    replaceQuery(searchParams, (next) => next.set('ids', ids.join(',')));
  }, [hasIdsInUrl, ids, searchParams, replaceQuery]);

  // A hostel no longer listed leaves this browser's list too (the tray would offer it again).
  const shown = comparison.isPlaceholderData ? undefined : comparison.data?.hostels;
  useEffect(() => {
    if (!shown) return;
    const listed = new Set(shown.map((hostel) => hostel.id));
    for (const id of ids) if (!listed.has(id)) removeFromCompare(id);
  }, [shown, ids]);

  const remove = (hostel: CompareHostel) => {
    removeFromCompare(hostel.id);
    // An empty `ids` stays in the address: the page then says there is nothing to compare,
    // rather than showing this browser's own list in place of a shared one.
    replaceQuery(searchParams, (next) =>
      next.set('ids', ids.filter((id) => id !== hostel.id).join(',')),
    );
  };

  const browseLink = (
    <Link to={paths.hostels.list.getHref()} className={buttonVariants()}>
      {t('empty.browse')}
    </Link>
  );

  if (ids.length === 0) {
    return (
      <EmptyState icon={Columns3} title={t('empty.title')} action={browseLink}>
        {t('empty.body', { max: COMPARE_MAX_HOSTELS })}
      </EmptyState>
    );
  }

  // While another set loads, the last answer stays, less any hostel just removed.
  const hostels = comparison.data?.hostels.filter((hostel) => ids.includes(hostel.id));
  const left = hostels && !comparison.isPlaceholderData ? ids.length - hostels.length : 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full max-w-sm space-y-1.5">
          <FieldLabel htmlFor={UNIVERSITY_SELECT_ID}>{t('page.university')}</FieldLabel>
          <Select
            id={UNIVERSITY_SELECT_ID}
            value={universityId ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              replaceQuery(searchParams, (next) => {
                if (value) next.set('university_id', value);
                else next.delete('university_id');
              });
            }}
            aria-describedby={universities.isError ? `${UNIVERSITY_SELECT_ID}-hint` : undefined}
          >
            <option value="">
              {universities.isPending ? t('page.university.loading') : t('page.university.none')}
            </option>
            {(universities.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {placeName(item)}
              </option>
            ))}
          </Select>
          {universities.isError ? (
            <FieldHint id={`${UNIVERSITY_SELECT_ID}-hint`}>{t('page.university.failed')}</FieldHint>
          ) : null}
        </div>
        {hostels && hostels.length > 0 && hostels.length < COMPARE_MAX_HOSTELS ? (
          <Link
            to={paths.hostels.list.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('page.addMore')}
          </Link>
        ) : null}
      </div>

      {comparison.isPending ? (
        <CompareSkeleton columns={ids.length} />
      ) : comparison.isError ? (
        <LoadError
          title={t('page.loadFailed')}
          message={errorText(comparison.error, t('page.loadFailed'))}
          onRetry={() => void comparison.refetch()}
          isRetrying={comparison.isFetching}
        />
      ) : hostels && hostels.length === 0 ? (
        <EmptyState icon={Building2} title={t('gone.title')} action={browseLink}>
          {t('gone.body')}
        </EmptyState>
      ) : hostels ? (
        <>
          {left > 0 ? <Alert>{t('page.left', { count: left })}</Alert> : null}
          {hostels.length > 1 ? (
            <p className="text-sm text-slate-600 sm:hidden dark:text-slate-400">
              {t('page.swipe')}
            </p>
          ) : null}
          <CompareTable
            hostels={hostels}
            universityName={university ? placeName(university) : null}
            hostelHref={(id) => paths.hostels.detail.getHref(id)}
            onRemove={remove}
          />
        </>
      ) : null}
    </div>
  );
}
