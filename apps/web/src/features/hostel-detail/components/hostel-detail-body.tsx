import { MESSAGES } from '@hostelhub/shared';
import clsx from 'clsx';
import { Building2 } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useServerRendered } from '../../../lib/server-rendered';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { ApiError } from '../../../lib/api-client';
import { useSharedText, useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import { useHostel } from '../../../lib/get-hostel';
import { HostelDetailContent, titleClasses } from './hostel-detail-content';
import { HostelDetailSkeleton } from './hostel-detail-skeleton';
import type { HostelDetailSlots } from './slots';
import { DetailTitle } from './detail-title';

/** A 404, or a malformed id (answered 400): to a visitor both are the same missing hostel. */
function isHostelNotFound(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_ERROR');
}

export interface HostelDetailBodyProps extends HostelDetailSlots {
  hostelId: string;
  /** Closes the dialog (the Close button, also on the "not found" state). */
  onClose: () => void;
  /**
   * The university a near card named (`?near={university-slug}`, issue 42): the detail says how
   * far the hostel is from its campus. Absent: no distance.
   */
  nearUniversity?: string | undefined;
}

/**
 * Everything the hostel detail dialog shows (part 1 section 2 'Hostel detail dialog'), with
 * its loading, error and not-found states. Renders inside a Radix `Dialog.Content`, or on a hostel's own page (HostelDetailPage).
 */
export function HostelDetailBody({
  hostelId,
  onClose,
  nearUniversity,
  ...slots
}: HostelDetailBodyProps) {
  const t = useT(hostelDetailText);
  const sharedText = useSharedText();
  const query = useHostel(hostelId);
  // As the browse list does (hostel-results.tsx): the answer's own update renders at once, the
  // dialog's content then renders from this copy in a transition, in short tasks. From null,
  // so a hostel already loaded (a link opened cold, its data preloaded) is not built in the
  // same task as the dialog and the screen under it.
  const serverRendered = useServerRendered();
  const shown = useDeferredValue(query.data ?? null, serverRendered ? (query.data ?? null) : null);

  if (query.isPending || (!shown && query.isSuccess)) {
    return (
      <>
        <DetailTitle className="sr-only">{t('dialog.title')}</DetailTitle>
        <HostelDetailSkeleton />
      </>
    );
  }

  if (query.isError) {
    if (isHostelNotFound(query.error)) {
      return (
        <div className="flex flex-col items-center px-6 py-16 text-center">
          <Building2 aria-hidden="true" className="h-10 w-10 text-slate-400 dark:text-slate-500" />
          <DetailTitle className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            {sharedText(MESSAGES.hostelNotFound)}
          </DetailTitle>
          <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
            {t('notFound.body')}
          </p>
          <Button variant="outline" className="mt-6" onClick={onClose}>
            {t('action.close')}
          </Button>
        </div>
      );
    }
    return (
      <div className="space-y-4">
        <DetailTitle className={clsx(titleClasses, 'pe-12')}>{t('dialog.title')}</DetailTitle>
        <LoadError
          title={t('load.failed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  }

  return (
    <HostelDetailContent
      hostel={shown ?? query.data}
      onClose={onClose}
      slots={slots}
      nearUniversity={nearUniversity}
    />
  );
}
