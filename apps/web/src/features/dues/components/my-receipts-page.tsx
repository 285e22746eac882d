import { ExternalLink, ReceiptText } from 'lucide-react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Ltr } from '../../../components/ltr';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useMyReceipts } from '../api/get-my-receipts';
import { duesText } from '../i18n';
import { METHOD_LABEL } from '../utils/money-labels';
import { formatMonth } from '../utils/months';

/**
 * /my-receipts (issue 45 item 3): the receipts of the signed-in resident's stays, newest first:
 * the hostel, the month, the amount and method, and a link to the printable receipt.
 */
export function MyReceiptsPage() {
  const t = useT(duesText);
  const format = useFormatters();
  const receipts = useMyReceipts();
  return (
    <ContentLayout title={t('mine.heading')} description={t('mine.description')} width="narrow">
      {receipts.isError ? (
        <LoadError
          title={t('mine.loadFailed')}
          message={errorText(receipts.error, t('mine.loadFailed'))}
          onRetry={() => void receipts.refetch()}
          isRetrying={receipts.isFetching}
        />
      ) : !receipts.data ? (
        <div role="status" aria-label={t('mine.loading')} className="space-y-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : receipts.data.length === 0 ? (
        <EmptyState icon={ReceiptText} title={t('mine.empty')}>
          {t('mine.emptyText')}
        </EmptyState>
      ) : (
        <ul
          aria-label={t('mine.heading')}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {receipts.data.map((receipt) => (
            <li
              key={receipt.number}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium text-slate-900 dark:text-white">{receipt.hostel.name}</p>
                <p className="text-slate-600 dark:text-slate-400">
                  {t('mine.line', {
                    month: formatMonth(receipt.month, format.locale),
                    date: format.calendarDate(receipt.paid_on),
                    method: t(METHOD_LABEL[receipt.method]),
                  })}
                </p>
              </div>
              <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {receipt.kind === 'reversal' ? '− ' : ''}
                {format.rupees(receipt.amount)}
              </span>
              {receipt.kind === 'reversal' ? <Badge tone="amber">{t('due.reversal')}</Badge> : null}
              <a
                href={receipt.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                {t('due.receipt')} <Ltr>{receipt.number}</Ltr>
              </a>
            </li>
          ))}
        </ul>
      )}
    </ContentLayout>
  );
}
