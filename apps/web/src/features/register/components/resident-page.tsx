import {
  ArrowLeft,
  ArrowRightLeft,
  CalendarX,
  DoorOpen,
  LogOut,
  Pencil,
  Printer,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useAuth } from '../../../lib/auth';
import { useResident } from '../api/get-resident';
import { useWithdrawNotice } from '../api/withdraw-notice';
import { registerText } from '../i18n';
import { EditResidentDialog } from './edit-resident-dialog';
import { MoveOutDialog } from './move-out-dialog';
import { MoveResidentDialog } from './move-resident-dialog';
import { NoticeDialog } from './notice-dialog';
import { ResidentDetails } from './resident-details';
import { RemindersSwitch } from './reminders-switch';
import { ResidentHistory } from './resident-history';

type Open = 'edit' | 'move' | 'notice' | 'moveOut' | null;

/**
 * /register/residents/{id} (issue 44 item 7): a resident's record with the masked CNIC and its
 * recorded reveal, the actions of their stay (edit the record, move, give or withdraw notice,
 * move out, print the registration sheet) and the register's history of them.
 */
export function ResidentPage({ residentId }: { residentId: string }) {
  const t = useT(registerText);
  const confirm = useConfirm();
  const { user } = useAuth();
  const resident = useResident(residentId);
  const withdraw = useWithdrawNotice();
  const [open, setOpen] = useState<Open>(null);
  const data = resident.data;
  const back = (
    <Link
      to={data ? paths.register.hostel.getHref(data.hostel_id) : paths.register.home.getHref()}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      {t('resident.back')}
    </Link>
  );
  const withdrawNotice = async () => {
    if (!data) return;
    const yes = await confirm({
      title: t('notice.withdrawTitle'),
      message: t('notice.withdrawQuestion', { name: data.full_name }),
      confirmLabel: t('notice.withdraw'),
    });
    if (!yes) return;
    withdraw.mutate(data.id, {
      onSuccess: () => toast.success(t('notice.withdrawn', { name: data.full_name })),
      onError: (error) => toast.error(errorText(error, t('notice.failed'))),
    });
  };
  const inHostel = data && data.status !== 'moved_out';
  // Staff are student accounts: an owner account owns the hostels it works (issue 45 item 4).
  const isOwner = user?.role === 'owner';
  return (
    <ContentLayout
      title={data ? data.full_name : t('resident.heading')}
      actions={
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          {back}
          {data ? (
            <Link
              to={paths.register.residentPrint.getHref(data.id)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('print.sheet')}
            </Link>
          ) : null}
        </div>
      }
    >
      {resident.isError ? (
        <LoadError
          title={t('resident.loadFailed')}
          message={errorText(resident.error, t('resident.loadFailed'))}
          onRetry={() => void resident.refetch()}
          isRetrying={resident.isFetching}
        />
      ) : !data ? (
        <div role="status" aria-label={t('resident.loading')} className="space-y-3">
          <Skeleton className="h-64" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            {inHostel ? (
              <div role="group" aria-label={t('resident.actions')} className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setOpen('edit')}>
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  {t('edit.open')}
                </Button>
                <Button variant="outline" onClick={() => setOpen('move')}>
                  <ArrowRightLeft aria-hidden="true" className="h-4 w-4" />
                  {t('move.open')}
                </Button>
                {data.status === 'notice' ? (
                  <Button
                    variant="outline"
                    onClick={() => void withdrawNotice()}
                    disabled={withdraw.isPending}
                  >
                    <CalendarX aria-hidden="true" className="h-4 w-4" />
                    {t('notice.withdraw')}
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => setOpen('notice')}>
                    <DoorOpen aria-hidden="true" className="h-4 w-4" />
                    {t('notice.open')}
                  </Button>
                )}
                <Button
                  variant="outline"
                  onClick={() => setOpen('moveOut')}
                  className="text-red-700 dark:text-red-400"
                >
                  <LogOut aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
                  {t('moveOut.open')}
                </Button>
              </div>
            ) : null}
            {inHostel && isOwner ? <RemindersSwitch resident={data} /> : null}
            <ResidentDetails resident={data} />
          </div>
          <ResidentHistory history={data.history} />
          {open === 'edit' ? (
            <EditResidentDialog resident={data} onClose={() => setOpen(null)} />
          ) : null}
          {open === 'move' ? (
            <MoveResidentDialog resident={data} onClose={() => setOpen(null)} />
          ) : null}
          {open === 'notice' ? (
            <NoticeDialog resident={data} onClose={() => setOpen(null)} />
          ) : null}
          {open === 'moveOut' ? (
            <MoveOutDialog resident={data} onClose={() => setOpen(null)} />
          ) : null}
        </div>
      )}
    </ContentLayout>
  );
}
