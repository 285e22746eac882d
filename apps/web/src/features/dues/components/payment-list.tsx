import { ExternalLink, Undo2 } from 'lucide-react';
import { Ltr } from '../../../components/ltr';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormatters, useT } from '../../../lib/i18n';
import type { Payment } from '../api/types';
import { duesText } from '../i18n';
import { METHOD_LABEL } from '../utils/money-labels';

/**
 * A due's payments and reversals (issue 45 item 2), oldest first as the API gives them: amount,
 * method and reference, paid on, who received and who recorded it, and its receipt. "Reverse"
 * shows for the owner on a payment not yet reversed.
 */
export function PaymentList({
  payments,
  canReverse,
  onReverse,
}: {
  payments: Payment[];
  canReverse: boolean;
  onReverse: (payment: Payment) => void;
}) {
  const t = useT(duesText);
  const format = useFormatters();
  if (payments.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('due.noPayments')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {payments.map((payment) => {
        const reversal = payment.kind === 'reversal';
        return (
          <li key={payment.id} className="space-y-1 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {reversal ? '− ' : ''}
                {format.rupees(payment.amount)}
                <span className="ms-2 font-normal text-slate-700 dark:text-slate-300">
                  {t(METHOD_LABEL[payment.method])}
                </span>
              </span>
              <span className="flex flex-wrap gap-1">
                {reversal ? <Badge tone="amber">{t('due.reversal')}</Badge> : null}
                {payment.reversed ? <Badge tone="neutral">{t('due.reversed')}</Badge> : null}
              </span>
            </div>
            <p className="text-slate-700 dark:text-slate-300">
              {t('due.paidOn', { date: format.calendarDate(payment.paid_on) })}
              {payment.reference ? (
                <>
                  {' · '}
                  {t('due.reference')} <Ltr>{payment.reference}</Ltr>
                </>
              ) : null}
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              {payment.received_by ? t('due.receivedBy', { name: payment.received_by.name }) : null}
              {payment.received_by && payment.recorded_by ? ' · ' : null}
              {payment.recorded_by ? t('due.recordedBy', { name: payment.recorded_by.name }) : null}
            </p>
            {payment.reason ? (
              <p className="text-slate-600 dark:text-slate-400">
                {t('due.reason', { reason: payment.reason })}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <a
                href={payment.receipt.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                {t('due.receipt')} <Ltr>{payment.receipt.number}</Ltr>
              </a>
              {canReverse && !reversal && !payment.reversed ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onReverse(payment)}
                  aria-label={t('reverse.open', { number: payment.receipt.number })}
                >
                  <Undo2 aria-hidden="true" className="h-4 w-4" />
                  {t('reverse.button')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
