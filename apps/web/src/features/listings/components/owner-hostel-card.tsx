import type { OwnerHostel } from '@hostelhub/shared';
import {
  BedDouble,
  Building2,
  ClipboardList,
  Eye,
  Inbox,
  MapPin,
  Pencil,
  Trash2,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useFormatters, useT } from '../../../lib/i18n';
import { useJoinNames, usePlaceName } from '../../../lib/place-names';
import { listingsText } from '../i18n';
import { HostelStatusBadge } from './hostel-status-badge';
import { PendingChangeChip, WithdrawChangeButton } from './pending-change-notice';

export interface OwnerHostelCardProps {
  hostel: OwnerHostel;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One of the owner's hostels on the dashboard, with View, Edit, Delete and its rooms; a change
 * waiting for review (issue 26) shows "Changes waiting for review" and Withdraw changes; visit
 * and reservation requests waiting for an answer (issue 27) link to the bookings page.
 */
export function OwnerHostelCard({ hostel, onView, onEdit, onDelete }: OwnerHostelCardProps) {
  const t = useT(listingsText);
  const format = useFormatters();
  const placeName = usePlaceName();
  const joinNames = useJoinNames();
  const place = joinNames([
    hostel.towns && placeName(hostel.towns),
    hostel.cities && placeName(hostel.cities),
  ]);
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {hostel.image_url ? (
        <img
          src={hostel.image_url}
          alt=""
          className="h-36 w-full object-cover"
          loading="lazy"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      ) : (
        <div className="flex h-36 items-center justify-center bg-slate-100 dark:bg-slate-800">
          <Building2 aria-hidden="true" className="h-10 w-10 text-slate-400" />
        </div>
      )}
      <CardBody className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">{hostel.name}</h3>
          <HostelStatusBadge status={hostel.status} />
        </div>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {place}
          </p>
        ) : null}
        <p className="text-sm font-medium">{format.monthlyPrice(hostel.price_range)}</p>
        <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <BedDouble aria-hidden="true" className="h-4 w-4" />
          {t('card.rooms', { count: hostel.room_count })}
        </p>
        {hostel.waiting_requests ? (
          <WaitingRequestsLink count={hostel.waiting_requests} hostelName={hostel.name} />
        ) : null}
        {hostel.status === 'rejected' && hostel.rejection_reason ? (
          <p className="rounded-md bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {t('card.reason', { reason: hostel.rejection_reason })}
          </p>
        ) : null}
        {hostel.status === 'pending' ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('card.pendingNote')}</p>
        ) : null}
        {hostel.has_pending_change ? (
          <div className="space-y-2 rounded-md border border-amber-200 bg-amber-50/60 p-2 dark:border-amber-900 dark:bg-amber-950/40">
            <PendingChangeChip />
            <p className="text-xs text-slate-700 dark:text-slate-300">{t('change.cardNote')}</p>
            <WithdrawChangeButton hostelId={hostel.id} hostelName={hostel.name} />
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onView}
            aria-label={t('card.viewNamed', { name: hostel.name })}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            {t('card.view')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t('card.editNamed', { name: hostel.name })}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('action.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={t('card.deleteNamed', { name: hostel.name })}
            className="text-red-700 dark:text-red-400"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('card.delete')}
          </Button>
          <Link
            to={paths.owner.rooms.getHref(hostel.id)}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            aria-label={t('card.roomsOf', { name: hostel.name })}
          >
            <BedDouble aria-hidden="true" className="h-4 w-4" />
            {t('card.roomsLink')}
          </Link>
          <Link
            to={paths.register.hostel.getHref(hostel.id)}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            aria-label={t('card.registerOf', { name: hostel.name })}
          >
            <ClipboardList aria-hidden="true" className="h-4 w-4" />
            {t('card.registerLink')}
          </Link>
          <Link
            to={paths.register.dues.getHref(hostel.id)}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            aria-label={t('card.duesOf', { name: hostel.name })}
          >
            <Wallet aria-hidden="true" className="h-4 w-4" />
            {t('card.duesLink')}
          </Link>
        </div>
      </CardBody>
    </Card>
  );
}

/** "N requests waiting", a link to the owner's visits and reservations (issue 27). */
function WaitingRequestsLink({ count, hostelName }: { count: number; hostelName: string }) {
  const t = useT(listingsText);
  return (
    <Link
      to={paths.bookings.getHref()}
      aria-label={t('card.waitingRequestsOf', { count, name: hostelName })}
      className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-900 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-amber-950 dark:text-amber-100"
    >
      <Inbox aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('card.waitingRequests', { count })}
    </Link>
  );
}
