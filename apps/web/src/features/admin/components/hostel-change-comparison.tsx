import type { HostelChange, HostelChangeField } from '@hostelhub/shared';
import clsx from 'clsx';
import { ExternalLink } from 'lucide-react';
import { Ltr } from '../../../components/ltr';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { useFormatters, useT } from '../../../lib/i18n';
import { adminText, type AdminT } from '../i18n';

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
export function Comparison({ change }: { change: HostelChange }) {
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
