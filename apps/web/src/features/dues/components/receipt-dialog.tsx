import { ExternalLink, Mail, MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Ltr } from '../../../components/ltr';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useSendReceipt } from '../api/send-receipt';
import type { PaymentResult } from '../api/types';
import { duesText } from '../i18n';

/**
 * After a payment is recorded (issue 45 items 2 and 3): its receipt's number and what the due
 * still owes, with "Open receipt" (the printable page), "Send on WhatsApp" (a `wa.me` link with
 * the resident's phone, when there is one) and "Send by email".
 */
export function ReceiptDialog({ result, onClose }: { result: PaymentResult; onClose: () => void }) {
  const t = useT(duesText);
  const format = useFormatters();
  const send = useSendReceipt();
  const { payment, due, receipt } = result;
  const linkClass = buttonVariants({ variant: 'outline', className: 'w-full justify-center' });
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('receipt.title')}
      size="sm"
      footer={<Button onClick={onClose}>{t('receipt.done')}</Button>}
    >
      <div className="space-y-4">
        <Alert
          tone="success"
          title={t('receipt.recorded', { amount: format.rupees(payment.amount) })}
        >
          {due.balance > 0
            ? t('receipt.balanceLeft', { balance: format.rupees(due.balance) })
            : t('receipt.settled')}
        </Alert>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('receipt.number')}{' '}
          <Ltr className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {receipt.number}
          </Ltr>
        </p>
        <div className="grid gap-2">
          <a href={receipt.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t('receipt.open')}
          </a>
          {receipt.whatsapp_url ? (
            <a
              href={receipt.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              {t('receipt.whatsapp')}
            </a>
          ) : (
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('receipt.noPhone')}</p>
          )}
          <Button
            variant="outline"
            className="w-full justify-center"
            disabled={send.isPending || send.isSuccess}
            onClick={() =>
              send.mutate(payment.id, {
                onSuccess: ({ sent_to }) => toast.success(t('receipt.emailed', { email: sent_to })),
              })
            }
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {send.isPending ? t('receipt.emailing') : t('receipt.email')}
          </Button>
          {send.isError ? (
            <Alert tone="error">{errorText(send.error, t('receipt.emailFailed'))}</Alert>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
