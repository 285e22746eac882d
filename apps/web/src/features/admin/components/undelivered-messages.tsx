import { ADMIN_MESSAGES, type AdminDelivery } from '@hostelhub/shared';
import { Mail, MessageSquare, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { useFailedDeliveries } from '../api/get-deliveries';
import { useRetryDelivery } from '../api/retry-delivery';
import { adminText, type AdminKey } from '../i18n';
import { AdminRowList } from './admin-table';

/** What caused a delivery, in words. */
const KIND_LABELS: Record<string, AdminKey> = {
  email_verification: 'delivery.kind.emailVerification',
  password_reset: 'delivery.kind.passwordReset',
  hostel_approved: 'delivery.kind.hostelApproved',
  hostel_rejected: 'delivery.kind.hostelRejected',
  owner_approved: 'delivery.kind.ownerApproved',
  owner_rejected: 'delivery.kind.ownerRejected',
  contact_message: 'delivery.kind.contactMessage',
  unread_messages: 'delivery.kind.unreadMessages',
};

/**
 * 'Undelivered email and SMS' (issue 21 item 4): what kept failing after every try, newest
 * first, with why, and a Retry button that puts it back in line ("It will be sent again
 * shortly." as a toast; a failure stays in the alert).
 */
export function UndeliveredMessages() {
  const t = useT(adminText);
  const shared = useSharedText();
  const { dateTime } = useFormatters();
  const [page, setPage] = useState(1);
  const failed = useFailedDeliveries(page);
  const retry = useRetryDelivery();
  const [failure, setFailure] = useState<string | null>(null);

  const onRetry = (delivery: AdminDelivery) => {
    retry.mutate(delivery.id, {
      onSuccess: () => {
        setFailure(null);
        toast.success(shared(ADMIN_MESSAGES.deliveryRetried));
      },
      onError: (error) => setFailure(errorText(error, t('delivery.retryFailed'))),
    });
  };

  return (
    <section aria-labelledby="undelivered" className="space-y-3">
      <h2 id="undelivered" className="text-lg font-semibold text-slate-900 dark:text-white">
        {shared(ADMIN_MESSAGES.undeliveredHeading)}
      </h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {failed.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : failed.isError ? (
        <Alert tone="error">{errorText(failed.error, t('delivery.loadFailed'))}</Alert>
      ) : failed.data.deliveries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {shared(ADMIN_MESSAGES.allDelivered)}
        </p>
      ) : (
        <>
          <AdminRowList
            label={shared(ADMIN_MESSAGES.undeliveredHeading)}
            variant="compact"
            className="text-sm"
            rowClassName="flex flex-wrap items-center gap-3"
            rows={failed.data.deliveries}
            rowKey={(delivery) => delivery.id}
            renderRow={(delivery) => {
              const Icon = delivery.channel === 'email' ? Mail : MessageSquare;
              const kind = KIND_LABELS[delivery.kind];
              const what = kind ? t(kind) : delivery.kind;
              return (
                <>
                  <Icon aria-hidden="true" className="h-4 w-4 text-red-600" />
                  <div className="min-w-0 flex-1 wrap-anywhere">
                    <p className="font-medium text-slate-900 dark:text-white">
                      {t('delivery.what', { what, recipient: delivery.recipient })}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {t('delivery.tries', {
                        attempts: delivery.attempts,
                        date: dateTime(delivery.created_at),
                      })}
                      {delivery.last_error ? ` · ${delivery.last_error}` : ''}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onRetry(delivery)}
                    disabled={retry.isPending}
                    aria-label={t('delivery.retryNamed', { what, recipient: delivery.recipient })}
                  >
                    <RefreshCw aria-hidden="true" className="h-4 w-4" />
                    {t('delivery.retry')}
                  </Button>
                </>
              );
            }}
          />
          <Pager
            page={page}
            totalPages={failed.data.total_pages}
            onPageChange={setPage}
            label={t('delivery.pages')}
          />
        </>
      )}
    </section>
  );
}
