import { AREA_MESSAGES, isolate, type HostelStatus, type PendingArea } from '@hostelhub/shared';
import { Check, GitMerge, MapPinned, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useLanguage, useSharedText, useT } from '../../../lib/i18n';
import { useConfirmArea } from '../api/confirm-area';
import { usePendingAreas } from '../api/get-pending-areas';
import { adminText, type AdminKey } from '../i18n';
import { AdminRowList } from './admin-table';
import { MergeAreaDialog, RenameAreaDialog } from './area-review-dialogs';

const HOSTEL_STATUS_WORDS = {
  pending: 'areas.hostelPending',
  approved: 'areas.hostelApproved',
  rejected: 'areas.hostelRejected',
} as const satisfies Record<HostelStatus, AdminKey>;

/**
 * 'Areas' at /admin/areas (issue 22 item 17; docs/decisions/015): the areas owners typed that
 * the picker lacked, oldest first, each with its city, the owner who added it and the hostels in
 * it. Confirm keeps it as it is; Rename corrects its name and confirms it; Merge into moves its
 * hostels to a confirmed area of the same city and removes it. What was done is a toast; a
 * failed confirmation stays in the alert.
 */
export function AdminAreasSection() {
  const t = useT(adminText);
  const shared = useSharedText();
  const { calendarDate } = useFormatters();
  const { language } = useLanguage();
  const areas = usePendingAreas();
  const confirmArea = useConfirmArea();
  const [failure, setFailure] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<PendingArea | null>(null);
  const [merging, setMerging] = useState<PendingArea | null>(null);
  const isBusy = confirmArea.isPending;

  const succeed = (text: string) => {
    setFailure(null);
    toast.success(text);
  };

  const confirm = (area: PendingArea) =>
    confirmArea.mutate(area.id, {
      onSuccess: () => succeed(t('areas.confirmed', { name: area.name, city: area.city })),
      onError: (error) => setFailure(errorText(error, t('areas.confirmFailed'))),
    });

  return (
    <section aria-labelledby="admin-areas" className="min-w-0 space-y-3">
      <h2 id="admin-areas" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('areas.heading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('areas.intro')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {areas.isPending ? (
        <div role="status" aria-label={t('areas.loading')} className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : areas.isError ? (
        <LoadError
          title={t('areas.loadFailed')}
          message={errorText(areas.error, t('areas.tryAgain'))}
          onRetry={() => void areas.refetch()}
          isRetrying={areas.isFetching}
        />
      ) : areas.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('areas.none')}</p>
      ) : (
        <AdminRowList
          label={t('areas.heading')}
          rows={areas.data}
          rowKey={(area) => area.id}
          rowClassName="flex flex-wrap items-start gap-3"
          renderRow={(area) => (
            <>
              <MapPinned
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400"
              />
              <div className="min-w-0 flex-1 basis-52 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                  <span className="wrap-anywhere">{area.name}</span>
                  <Badge tone="amber">{shared(AREA_MESSAGES.pendingReview)}</Badge>
                </p>
                <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                  {t('areas.addedBy', {
                    city: area.city,
                    owner: area.created_by
                      ? `${area.created_by.full_name} (${area.created_by.email})`
                      : t('areas.deletedOwner'),
                    date: calendarDate(area.created_at),
                  })}
                </p>
                <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                  {area.hostels.length === 0
                    ? t('areas.noHostelYet')
                    : t('areas.hostels', {
                        count: area.hostels.length,
                        list: area.hostels
                          .map(
                            // An English name keeps its order in an Urdu list.
                            (hostel) =>
                              `${isolate(language, hostel.name)} (${t(HOSTEL_STATUS_WORDS[hostel.status])})`,
                          )
                          .join(', '),
                      })}
                </p>
              </div>
              <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                <Button
                  size="sm"
                  onClick={() => confirm(area)}
                  disabled={isBusy}
                  aria-label={t('areas.confirmNamed', { name: area.name })}
                >
                  <Check aria-hidden="true" className="h-4 w-4" />
                  {t('areas.confirm')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRenaming(area)}
                  disabled={isBusy}
                  aria-label={t('areas.renameNamed', { name: area.name })}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  {t('areas.rename')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setMerging(area)}
                  disabled={isBusy}
                  aria-label={t('areas.mergeNamed', { name: area.name })}
                >
                  <GitMerge aria-hidden="true" className="h-4 w-4" />
                  {t('areas.mergeInto')}
                </Button>
              </div>
            </>
          )}
        />
      )}
      {renaming ? (
        <RenameAreaDialog
          area={renaming}
          onClose={() => setRenaming(null)}
          onDone={(text) => {
            setRenaming(null);
            succeed(text);
          }}
        />
      ) : null}
      {merging ? (
        <MergeAreaDialog
          area={merging}
          onClose={() => setMerging(null)}
          onDone={(text) => {
            setMerging(null);
            succeed(text);
          }}
        />
      ) : null}
    </section>
  );
}
