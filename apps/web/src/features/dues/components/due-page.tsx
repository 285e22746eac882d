import { MONEY_NOTE_MAX } from '@hostelhub/shared';
import { ArrowLeft, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useDue } from '../api/get-due';
import { useReversePayment } from '../api/reverse-payment';
import type { DueDetail, Payment } from '../api/types';
import { duesText } from '../i18n';
import { REASON_LABEL } from '../utils/money-labels';
import { formatMonth } from '../utils/months';
import { AddChargeDialog } from './add-charge-dialog';
import { DueStatusBadge } from './due-status-badge';
import { PaymentList } from './payment-list';
import { RecordPaymentDialog } from './record-payment-dialog';

/**
 * /register/dues/{dueId}?hostel= (issue 45 items 1 and 2): one resident's due of a month, how
 * it adds up (the prorated rent and mess, charges and discounts), its payments and receipts;
 * Record payment, Add charge or discount, and for the owner Reverse with a reason.
 */
export function DuePage({ dueId, hostelId }: { dueId: string; hostelId: string | null }) {
  const t = useT(duesText);
  const format = useFormatters();
  const due = useDue(dueId);
  const { user } = useAuth();
  // Staff are student accounts: an owner account is the owner of the hostels it works.
  const isOwner = user?.role === 'owner';
  const [dialog, setDialog] = useState<'pay' | 'charge' | Payment | null>(null);
  const reverse = useReversePayment();
  const name = due.data ? (due.data.resident.full_name ?? t('row.erased')) : '';
  const month = due.data ? formatMonth(due.data.month, format.locale) : '';
  return (
    <ContentLayout
      title={due.data ? t('due.title', { name, month }) : t('due.heading')}
      actions={
        hostelId ? (
          <Link
            to={paths.register.dues.getHref(hostelId, due.data?.month)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            {t('due.back')}
          </Link>
        ) : null
      }
    >
      {due.isError ? (
        <LoadError
          title={t('due.loadFailed')}
          message={errorText(due.error, t('due.loadFailed'))}
          onRetry={() => void due.refetch()}
          isRetrying={due.isFetching}
        />
      ) : !due.data ? (
        <div role="status" aria-label={t('due.loading')} className="space-y-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-24" />
        </div>
      ) : (
        <>
          <DueBreakdown due={due.data} />
          <div className="flex flex-wrap gap-2">
            {due.data.balance > 0 && hostelId ? (
              <Button onClick={() => setDialog('pay')}>
                <Wallet aria-hidden="true" className="h-4 w-4" />
                {t('row.record')}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setDialog('charge')}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('charge.title')}
            </Button>
          </div>
          <section aria-labelledby="due-payments" className="space-y-3">
            <h2 id="due-payments" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('due.payments')}
            </h2>
            <PaymentList
              payments={due.data.payments}
              canReverse={isOwner}
              onReverse={(payment) => setDialog(payment)}
            />
          </section>
          {dialog === 'pay' && hostelId ? (
            <RecordPaymentDialog
              hostelId={hostelId}
              due={due.data}
              isOwner={isOwner}
              onClose={() => setDialog(null)}
            />
          ) : null}
          {dialog === 'charge' ? (
            <AddChargeDialog due={due.data} onClose={() => setDialog(null)} />
          ) : null}
          {dialog !== null && typeof dialog === 'object' ? (
            <ReasonDialog
              title={t('reverse.title', { number: dialog.receipt.number })}
              description={t('reverse.description', { amount: format.rupees(dialog.amount) })}
              isPending={reverse.isPending}
              confirmLabel={t('reverse.confirm')}
              hint={t('reverse.hint')}
              requiredMessage={t('reverse.reasonRequired')}
              maxLength={MONEY_NOTE_MAX}
              onCancel={() => setDialog(null)}
              onConfirm={(reason) =>
                reverse.mutate(
                  { paymentId: dialog.id, reason },
                  {
                    onSuccess: ({ receipt }) => {
                      toast.success(t('reverse.done', { number: receipt.number }));
                      setDialog(null);
                    },
                    onError: (error) => toast.error(errorText(error, t('reverse.failed'))),
                  },
                )
              }
            />
          ) : null}
        </>
      )}
    </ContentLayout>
  );
}

/** How the due adds up: the prorated rent and mess, each charge or discount, then the sums. */
function DueBreakdown({ due }: { due: DueDetail }) {
  const t = useT(duesText);
  const format = useFormatters();
  const row = 'flex justify-between gap-4 py-1.5';
  const prorated = due.days < due.days_in_month;
  return (
    <Card>
      <CardBody className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="text-sm text-slate-700 dark:text-slate-300">
            <p>{t('due.dueOn', { date: format.calendarDate(due.due_date) })}</p>
            {due.resident.room ? (
              <p>{t('row.place', { room: due.resident.room, bed: due.resident.bed ?? '–' })}</p>
            ) : null}
          </div>
          <DueStatusBadge status={due.status} overdue={due.overdue} />
        </div>
        <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          <div className={row}>
            <dt>
              {t(due.mess > 0 ? 'due.rentAndMess' : 'due.rent', {
                rent: format.rupees(due.rent),
                mess: format.rupees(due.mess),
              })}
              {prorated ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t('due.prorated', {
                    days: format.number(due.days),
                    month: format.number(due.days_in_month),
                  })}
                </span>
              ) : null}
            </dt>
            <dd className="shrink-0 whitespace-nowrap tabular-nums">
              {format.rupees(due.base_amount)}
            </dd>
          </div>
          {due.charges.map((charge) => (
            <div key={charge.id} className={row}>
              <dt>
                {t(charge.kind === 'charge' ? 'due.charge' : 'due.discount', {
                  reason: t(REASON_LABEL[charge.reason]),
                })}
                {charge.note ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400" dir="auto">
                    {charge.note}
                  </span>
                ) : null}
              </dt>
              <dd className="shrink-0 whitespace-nowrap tabular-nums">
                {charge.kind === 'discount' ? '− ' : ''}
                {format.rupees(charge.amount)}
              </dd>
            </div>
          ))}
          <div className={`${row} font-semibold`}>
            <dt>{t('col.total')}</dt>
            <dd className="shrink-0 whitespace-nowrap tabular-nums">{format.rupees(due.total)}</dd>
          </div>
          <div className={row}>
            <dt>{t('col.paid')}</dt>
            <dd className="shrink-0 whitespace-nowrap tabular-nums">{format.rupees(due.paid)}</dd>
          </div>
          {due.credit_applied > 0 ? (
            <div className={row}>
              <dt>{t('due.credit')}</dt>
              <dd className="shrink-0 whitespace-nowrap tabular-nums">
                {format.rupees(due.credit_applied)}
              </dd>
            </div>
          ) : null}
          <div className={`${row} text-base font-semibold`}>
            <dt>{t('col.balance')}</dt>
            <dd className="shrink-0 whitespace-nowrap tabular-nums">
              {format.rupees(due.balance)}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
