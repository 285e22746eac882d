import { ADMIN_MESSAGES, formatDateTime, type AdminDelivery } from '@hostelhub/shared';
import { Mail, MessageSquare, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFailedDeliveries } from '../api/get-deliveries';
import { useRetryDelivery } from '../api/retry-delivery';
import { AdminRowList } from './admin-table';

/** When a load or a retry fails without the server's text. */
const LOAD_FAILED = 'The undelivered email and SMS could not be loaded.';
const RETRY_FAILED = 'Failed to retry';

/** What caused a delivery, in words. */
const KIND_LABELS: Record<string, string> = {
  email_verification: 'Email verification',
  password_reset: 'Password reset',
  hostel_approved: 'Hostel approved',
  hostel_rejected: 'Hostel not approved',
  owner_approved: 'Owner approved',
  owner_rejected: 'Owner not approved',
  contact_message: 'Contact message to the team',
  unread_messages: 'Unread chat messages',
};

/**
 * 'Undelivered email and SMS' (issue 21 item 4): what kept failing after every try, newest
 * first, with why, and a Retry button that puts it back in line ("It will be sent again
 * shortly." as a toast; a failure stays in the alert).
 */
export function UndeliveredMessages() {
  const [page, setPage] = useState(1);
  const failed = useFailedDeliveries(page);
  const retry = useRetryDelivery();
  const [failure, setFailure] = useState<string | null>(null);

  const onRetry = (delivery: AdminDelivery) => {
    retry.mutate(delivery.id, {
      onSuccess: () => {
        setFailure(null);
        toast.success(ADMIN_MESSAGES.deliveryRetried);
      },
      onError: (error) => setFailure(errorText(error, RETRY_FAILED)),
    });
  };

  return (
    <section aria-labelledby="undelivered" className="space-y-3">
      <h2 id="undelivered" className="text-lg font-semibold text-slate-900 dark:text-white">
        {ADMIN_MESSAGES.undeliveredHeading}
      </h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {failed.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : failed.isError ? (
        <Alert tone="error">{errorText(failed.error, LOAD_FAILED)}</Alert>
      ) : failed.data.deliveries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{ADMIN_MESSAGES.allDelivered}</p>
      ) : (
        <>
          <AdminRowList
            label={ADMIN_MESSAGES.undeliveredHeading}
            variant="compact"
            className="text-sm"
            rowClassName="flex flex-wrap items-center gap-3"
            rows={failed.data.deliveries}
            rowKey={(delivery) => delivery.id}
            renderRow={(delivery) => {
              const Icon = delivery.channel === 'email' ? Mail : MessageSquare;
              const what = KIND_LABELS[delivery.kind] ?? delivery.kind;
              return (
                <>
                  <Icon aria-hidden="true" className="h-4 w-4 text-red-600" />
                  <div className="min-w-0 flex-1 wrap-anywhere">
                    <p className="font-medium text-slate-900 dark:text-white">
                      {what} to {delivery.recipient}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {delivery.attempts} tries, the first {formatDateTime(delivery.created_at)}
                      {delivery.last_error ? ` · ${delivery.last_error}` : ''}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onRetry(delivery)}
                    disabled={retry.isPending}
                    aria-label={`Retry ${what} to ${delivery.recipient}`}
                  >
                    <RefreshCw aria-hidden="true" className="h-4 w-4" />
                    Retry
                  </Button>
                </>
              );
            }}
          />
          <Pager
            page={page}
            totalPages={failed.data.total_pages}
            onPageChange={setPage}
            label="Undelivered email and SMS pages"
          />
        </>
      )}
    </section>
  );
}
