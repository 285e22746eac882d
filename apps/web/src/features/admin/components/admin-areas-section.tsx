import {
  AREA_MESSAGES,
  formatCalendarDate,
  type HostelStatus,
  type PendingArea,
} from '@hostelhub/shared';
import { Check, GitMerge, MapPinned, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useConfirmArea } from '../api/confirm-area';
import { usePendingAreas } from '../api/get-pending-areas';
import { hostelCount } from '../utils/labels';
import { AdminRowList } from './admin-table';
import { MergeAreaDialog, RenameAreaDialog } from './area-review-dialogs';

/** When a load or a confirmation fails without the server's text. */
const LOAD_FAILED = 'Please try again.';
const CONFIRM_FAILED = 'Failed to confirm the area';

const HOSTEL_STATUS_WORDS: Record<HostelStatus, string> = {
  pending: 'pending approval',
  approved: 'approved',
  rejected: 'not approved',
};

/**
 * 'Areas' at /admin/areas (issue 22 item 17; docs/decisions/015): the areas owners typed that
 * the picker lacked, oldest first, each with its city, the owner who added it and the hostels in
 * it. Confirm keeps it as it is; Rename corrects its name and confirms it; Merge into moves its
 * hostels to a confirmed area of the same city and removes it. What was done is a toast; a
 * failed confirmation stays in the alert.
 */
export function AdminAreasSection() {
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
      onSuccess: () => succeed(`${area.name} (${area.city}) was confirmed.`),
      onError: (error) => setFailure(errorText(error, CONFIRM_FAILED)),
    });

  return (
    <section aria-labelledby="admin-areas" className="min-w-0 space-y-3">
      <h2 id="admin-areas" className="text-lg font-semibold text-slate-900 dark:text-white">
        Areas awaiting review
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Areas owners added because the list lacked them. Their hostels use them at once; students
        see them once such a hostel is approved. Confirm, correct the name, or merge a duplicate
        into an area of the same city.
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {areas.isPending ? (
        <div role="status" aria-label="Loading areas" className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : areas.isError ? (
        <LoadError
          title="Failed to load areas"
          message={errorText(areas.error, LOAD_FAILED)}
          onRetry={() => void areas.refetch()}
          isRetrying={areas.isFetching}
        />
      ) : areas.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No new areas are waiting for review.
        </p>
      ) : (
        <AdminRowList
          label="Areas awaiting review"
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
                  <Badge tone="amber">{AREA_MESSAGES.pendingReview}</Badge>
                </p>
                <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                  {area.city} · added by{' '}
                  {area.created_by
                    ? `${area.created_by.full_name} (${area.created_by.email})`
                    : 'a deleted owner'}{' '}
                  on {formatCalendarDate(area.created_at)}
                </p>
                <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                  {area.hostels.length === 0
                    ? 'No hostel is in it yet.'
                    : `${hostelCount(area.hostels.length)}: ${area.hostels
                        .map((hostel) => `${hostel.name} (${HOSTEL_STATUS_WORDS[hostel.status]})`)
                        .join(', ')}`}
                </p>
              </div>
              <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                <Button
                  size="sm"
                  onClick={() => confirm(area)}
                  disabled={isBusy}
                  aria-label={`Confirm ${area.name}`}
                >
                  <Check aria-hidden="true" className="h-4 w-4" />
                  Confirm
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRenaming(area)}
                  disabled={isBusy}
                  aria-label={`Rename ${area.name}`}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setMerging(area)}
                  disabled={isBusy}
                  aria-label={`Merge ${area.name} into another area`}
                >
                  <GitMerge aria-hidden="true" className="h-4 w-4" />
                  Merge into…
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
