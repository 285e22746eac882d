import {
  HOSTEL_CHANGE_MESSAGES,
  HOSTEL_CHANGE_REASON_MAX,
  type HostelChange,
  type HostelChangeField,
  type HostelChangePhoto,
  type HostelChangeStatus,
} from '@hostelhub/shared';
import clsx from 'clsx';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Ltr } from '../../../components/ltr';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { useFormatters, useT } from '../../../lib/i18n';
import { useDecideHostelChange } from '../api/decide-hostel-change';
import { adminText, type AdminT } from '../i18n';
import { ApproveRejectActions } from './approve-reject-actions';

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

/** A compared field's name in the comparison. */
const FIELD_KEYS = {
  name: 'changes.field.name',
  address: 'changes.field.address',
  location: 'changes.field.location',
  gender_category: 'changes.field.gender_category',
  price_range: 'changes.field.price_range',
} as const satisfies Record<HostelChangeField['field'], string>;

/** The gender category values the comparison carries, in words. */
const GENDER_KEYS: Record<string, 'changes.gender.male' | 'changes.gender.female'> = {
  male: 'changes.gender.male',
  female: 'changes.gender.female',
};

/** A compared value as the administrator reads it: a gender category in words, else as sent. */
function valueText(t: AdminT, field: HostelChangeField['field'], value: string): string {
  const key = field === 'gender_category' ? GENDER_KEYS[value] : undefined;
  return key ? t(key) : value;
}

type Point = NonNullable<HostelChangeField['before_point']>;

/** A map point as degrees (always left to right), opening OpenStreetMap there. */
function MapPoint({ point }: { point: Point }) {
  const t = useT(adminText);
  const latitude = point.latitude.toFixed(5);
  const longitude = point.longitude.toFixed(5);
  return (
    <a
      href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
      target="_blank"
      rel="noreferrer"
      className="mt-1 inline-flex items-center gap-1 text-xs text-teal-700 underline underline-offset-2 dark:text-teal-400"
    >
      {t('changes.point')} <Ltr>{`${latitude}, ${longitude}`}</Ltr>
      <ExternalLink aria-hidden="true" className="h-3 w-3 shrink-0" />
    </a>
  );
}

/** One side of a compared field: before struck and muted, after highlighted; none in italics. */
function ComparedValue({ field, side }: { field: HostelChangeField; side: 'before' | 'after' }) {
  const t = useT(adminText);
  const value = field[side];
  const point = side === 'before' ? field.before_point : field.after_point;
  // A price range reads left to right on an Urdu page too (issue 40 item 2).
  const shown =
    value === null ? null : field.field === 'price_range' ? (
      <Ltr>{value}</Ltr>
    ) : (
      valueText(t, field.field, value)
    );
  const text =
    value === null ? (
      <span className="text-slate-500 italic dark:text-slate-400">{t('changes.noValue')}</span>
    ) : side === 'before' ? (
      <del
        dir="auto"
        className="break-words text-slate-500 decoration-slate-400 dark:text-slate-400"
      >
        {shown}
      </del>
    ) : (
      <ins
        dir="auto"
        className="inline-block max-w-full rounded bg-green-50 px-1.5 py-0.5 font-medium break-words text-green-900 no-underline dark:bg-green-950 dark:text-green-100"
      >
        {shown}
      </ins>
    );
  return (
    <div className="min-w-0">
      {text}
      {point ? (
        <div>
          <MapPoint point={point} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * One side of a waiting room rent (issue 41 item 8): the rent a month, before struck and
 * muted, after highlighted, as the other compared values.
 */
function RentValue({ amount, side }: { amount: number; side: 'before' | 'after' }) {
  const { monthlyRupees } = useFormatters();
  return side === 'before' ? (
    <del className="break-words text-slate-500 decoration-slate-400 dark:text-slate-400">
      {monthlyRupees(amount)}
    </del>
  ) : (
    <ins className="inline-block max-w-full rounded bg-green-50 px-1.5 py-0.5 font-medium break-words text-green-900 no-underline dark:bg-green-950 dark:text-green-100">
      {monthlyRupees(amount)}
    </ins>
  );
}

/**
 * The compared fields as a table of three columns (field, what students see now, what the owner
 * asks) from 640 px; on a phone each field is a block with its before and after labelled.
 */
function Comparison({ change }: { change: HostelChange }) {
  const t = useT(adminText);
  const names = useRoomWords();
  const cell = 'block sm:table-cell sm:py-2 sm:pe-4 sm:align-top';
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">{t('changes.comparison', { name: change.hostel_name })}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="text-xs text-slate-500 dark:text-slate-400">
          <th scope="col" className="pe-4 pb-1 text-start font-medium sm:w-36">
            {t('changes.column.field')}
          </th>
          <th scope="col" className="pe-4 pb-1 text-start font-medium">
            {t('changes.column.before')}
          </th>
          <th scope="col" className="pb-1 text-start font-medium">
            {t('changes.column.after')}
          </th>
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {change.fields.map((field) => (
          <tr
            key={field.field}
            className="block space-y-1 border-t border-slate-200 py-2 sm:table-row dark:border-slate-800"
          >
            <th
              scope="row"
              className={clsx(cell, 'text-start font-medium text-slate-800 dark:text-slate-200')}
            >
              {t(FIELD_KEYS[field.field])}
            </th>
            <td className={cell}>
              <span className="me-1 text-xs text-slate-500 sm:hidden dark:text-slate-400">
                {t('changes.column.before')}:
              </span>
              <ComparedValue field={field} side="before" />
            </td>
            <td className={cell}>
              <span className="me-1 text-xs text-slate-500 sm:hidden dark:text-slate-400">
                {t('changes.column.after')}:
              </span>
              <ComparedValue field={field} side="after" />
            </td>
          </tr>
        ))}
        {(change.room_rents ?? []).map((rent) => (
          <tr
            key={rent.room_id}
            className="block space-y-1 border-t border-slate-200 py-2 sm:table-row dark:border-slate-800"
          >
            <th
              scope="row"
              className={clsx(cell, 'text-start font-medium text-slate-800 dark:text-slate-200')}
            >
              {t('changes.field.roomRent', { room: names.title(rent) })}
            </th>
            <td className={cell}>
              <span className="me-1 text-xs text-slate-500 sm:hidden dark:text-slate-400">
                {t('changes.column.before')}:
              </span>
              <RentValue amount={rent.before} side="before" />
            </td>
            <td className={cell}>
              <span className="me-1 text-xs text-slate-500 sm:hidden dark:text-slate-400">
                {t('changes.column.after')}:
              </span>
              <RentValue amount={rent.after} side="after" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
