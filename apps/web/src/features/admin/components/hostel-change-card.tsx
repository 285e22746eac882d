import {
  HOSTEL_CHANGE_MESSAGES,
  HOSTEL_CHANGE_REASON_MAX,
  type HostelChange,
  type HostelChangePhoto,
  type HostelChangeStatus,
} from '@hostelhub/shared';
import clsx from 'clsx';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useDecideHostelChange } from '../api/decide-hostel-change';
import { adminText } from '../i18n';
import { ApproveRejectActions } from './approve-reject-actions';
import { Comparison } from './hostel-change-comparison';

const STATUS_TONES: Record<HostelChangeStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'neutral',
  merged: 'blue',
};

/** A change's status as its badge and its filter (issue 26). */
export const CHANGE_STATUS_KEYS = {
  pending: 'changes.status.pending',
  approved: 'changes.status.approved',
  rejected: 'changes.status.rejected',
  withdrawn: 'changes.status.withdrawn',
  merged: 'changes.status.merged',
} as const satisfies Record<HostelChangeStatus, string>;

/** How a decided change's line reads, with its date. */
const DECIDED_KEYS = {
  approved: 'changes.approvedOn',
  rejected: 'changes.rejectedOn',
  withdrawn: 'changes.withdrawnOn',
  merged: 'changes.mergedOn',
} as const satisfies Record<Exclude<HostelChangeStatus, 'pending'>, string>;

/** Photos a change adds or removes as thumbnails, each opening the full photo. */
function PhotoGroup({
  id,
  title,
  photos,
  kind,
}: {
  id: string;
  title: string;
  photos: HostelChangePhoto[];
  kind: 'added' | 'removed';
}) {
  const t = useT(adminText);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="font-medium text-slate-800 dark:text-slate-200">
        {title}
      </h4>
      <ul className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 md:grid-cols-4">
        {photos.map((photo) => {
          const where = photo.room_title
            ? t('changes.roomPhoto', { room: photo.room_title })
            : t('changes.hostelPhoto');
          return (
            <li key={photo.id} className="min-w-0">
              <figure className="space-y-1">
                <a
                  href={photo.image_url}
                  target="_blank"
                  rel="noreferrer"
                  className="block rounded-lg focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
                >
                  <img
                    src={photo.thumbnail_url ?? photo.image_url}
                    alt={photo.image_title || where}
                    loading="lazy"
                    className={clsx(
                      'aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover ring-2 dark:bg-slate-800',
                      kind === 'added'
                        ? 'ring-green-500 dark:ring-green-600'
                        : 'opacity-60 ring-red-400 grayscale dark:ring-red-700',
                    )}
                  />
                </a>
                <figcaption
                  dir="auto"
                  className="truncate text-xs text-slate-600 dark:text-slate-400"
                >
                  {where}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * One owner's change to an approved hostel (issue 26): the hostel, its owner and when, the
 * compared fields before and after, the photos added and removed, how it was decided, and for
 * a waiting change Approve and Reject (a reason, which the owner is told, is required to reject).
 * `onDecided` runs once a decision is saved (the change may then leave the list).
 */
export function HostelChangeCard({
  change,
  onDecided,
}: {
  change: HostelChange;
  onDecided: () => void;
}) {
  const t = useT(adminText);
  const { dateTime, calendarDate } = useFormatters();
  const decide = useDecideHostelChange();
  const titleId = `change-${change.id}`;
  const subject = t('changes.subject', { name: change.hostel_name });

  const approve = () =>
    decide.mutate(
      { id: change.id, action: 'approve' },
      {
        onSuccess: () => {
          toast.success(t('changes.approvedDone', { name: change.hostel_name }));
          onDecided();
        },
        onError: (error) => toast.error(errorText(error, t('changes.failed'))),
      },
    );
  const reject = (reason: string, close: () => void) =>
    decide.mutate(
      { id: change.id, action: 'reject', reason },
      {
        onSuccess: () => {
          toast.success(t('changes.rejectedDone', { name: change.hostel_name }));
          onDecided();
        },
        onError: (error) => toast.error(errorText(error, t('changes.failed'))),
        onSettled: close,
      },
    );

  return (
    <article aria-labelledby={titleId} className="min-w-0 space-y-4 text-sm">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3
            id={titleId}
            dir="auto"
            className="min-w-0 font-semibold wrap-anywhere text-slate-900 dark:text-white"
          >
            {change.hostel_name}
          </h3>
          <Badge tone={STATUS_TONES[change.status]}>{t(CHANGE_STATUS_KEYS[change.status])}</Badge>
          <Link
            to={paths.hostels.detail.getHref(change.hostel_id)}
            className="text-teal-700 underline underline-offset-2 dark:text-teal-400"
          >
            {t('changes.viewHostel')}
          </Link>
        </div>
        <p className="text-xs break-words text-slate-500 dark:text-slate-400">
          {t('changes.by', {
            name: change.owner.full_name,
            email: change.owner.email,
            date: dateTime(change.created_at),
          })}
        </p>
      </header>

      {change.fields.length > 0 || (change.room_rents ?? []).length > 0 ? (
        <Comparison change={change} />
      ) : null}
      {change.added_photos.length > 0 ? (
        <PhotoGroup
          id={`${titleId}-added`}
          title={t('changes.photosAdded', { count: change.added_photos.length })}
          photos={change.added_photos}
          kind="added"
        />
      ) : null}
      {change.removed_photos.length > 0 ? (
        <PhotoGroup
          id={`${titleId}-removed`}
          title={t('changes.photosRemoved', { count: change.removed_photos.length })}
          photos={change.removed_photos}
          kind="removed"
        />
      ) : null}

      {change.status !== 'pending' && change.decided_at ? (
        <div className="space-y-1 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
          <p className="text-slate-700 dark:text-slate-300">
            {t(DECIDED_KEYS[change.status], { date: calendarDate(change.decided_at) })}
          </p>
          {change.reason ? (
            <p className="break-words text-slate-700 dark:text-slate-300">
              <span className="font-medium">{t('changes.reason')}</span>{' '}
              <span dir="auto" className="whitespace-pre-line">
                {change.reason}
              </span>
            </p>
          ) : null}
        </div>
      ) : null}

      {change.status === 'pending' ? (
        <ApproveRejectActions
          name={subject}
          isPending={decide.isPending}
          rejectLabel={t('changes.rejectConfirm')}
          onApprove={approve}
          onReject={reject}
          reasonRequiredMessage={HOSTEL_CHANGE_MESSAGES.reasonRequired}
          reasonMaxLength={HOSTEL_CHANGE_REASON_MAX}
        />
      ) : null}
    </article>
  );
}
