import {
  compareFacilityRows,
  REVIEW_RATING_MAX,
  roomIsOpen,
  type CompareHostel,
} from '@hostelhub/shared';
import clsx from 'clsx';
import { Building2, Check, Star, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { CARD_IMAGE_SIZES } from '../../../lib/image-sizes';
import { useFormatters, useLanguage, useT } from '../../../lib/i18n';
import { listSeparator, useFacilityLabel, usePlaceName } from '../../../lib/place-names';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { formatLocationLine } from '../../../utils/format-location';
import { compareText } from '../i18n';

// On a phone the labels stay at the start while the hostels swipe past, one column in view
// (with a peek of the next); from a tablet up every column shows.
const LABEL_CELL =
  'sticky start-0 z-10 w-28 bg-white p-3 text-start align-top text-xs font-semibold wrap-anywhere text-slate-600 sm:w-44 sm:text-sm dark:bg-slate-950 dark:text-slate-300';
const VALUE_CELL = 'p-3 align-top text-sm text-slate-800 dark:text-slate-200';
const COLUMN_WIDTH = 'w-[calc(100vw-10.5rem)] max-w-72 sm:w-auto sm:max-w-none';

export interface CompareTableProps {
  hostels: CompareHostel[];
  /** The chosen university's name in the page's language; null without one. */
  universityName: string | null;
  /** Where a hostel's name leads (its page). */
  hostelHref: (id: string) => string;
  onRemove: (hostel: CompareHostel) => void;
}

/** A row of the table: its label (a row header) and one cell per hostel. */
function Row({
  label,
  hostels,
  children,
}: {
  label: ReactNode;
  hostels: CompareHostel[];
  children: (hostel: CompareHostel) => ReactNode;
}) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <th scope="row" className={LABEL_CELL}>
        {label}
      </th>
      {hostels.map((hostel) => (
        <td key={hostel.id} className={VALUE_CELL}>
          {children(hostel)}
        </td>
      ))}
    </tr>
  );
}

/** The hostel's photo at the head of its column, or a placeholder. */
function ColumnPhoto({ hostel }: { hostel: CompareHostel }) {
  const t = useT(compareText);
  const [failed, setFailed] = useState(false);
  if (!hostel.image_url || failed) {
    return (
      <div
        role="img"
        aria-label={t('column.noPhoto')}
        className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500"
      >
        <Building2 aria-hidden="true" className="h-10 w-10" />
      </div>
    );
  }
  return (
    <img
      src={hostel.image_url}
      srcSet={hostel.image_srcset ?? undefined}
      sizes={hostel.image_srcset ? CARD_IMAGE_SIZES : undefined}
      width={400}
      height={300}
      alt={t('column.photoOf', { name: hostel.name })}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
    />
  );
}

/**
 * Hostels side by side (issue 29): one column per hostel, the same row for the same thing
 * across them (rent, who it is for, rating, distance, area, rooms with their rents and free
 * beds, mess, and every facility any of them has, with a tick or a cross). A real table, so a
 * screen reader names each cell's row and hostel. On a phone it swipes sideways, a column at a
 * time (scroll snap), its labels kept in view.
 */
export function CompareTable({ hostels, universityName, hostelHref, onRemove }: CompareTableProps) {
  const t = useT(compareText);
  const format = useFormatters();
  const { language } = useLanguage();
  const placeName = usePlaceName();
  const facilityLabel = useFacilityLabel();
  const roomWords = useRoomWords();
  const facilityRows = compareFacilityRows(hostels);

  return (
    <div
      role="region"
      aria-label={t('page.caption')}
      // Focusable, so the keyboard can scroll it sideways too.
      tabIndex={0}
      className="relative snap-x snap-mandatory scroll-ps-28 overflow-x-auto rounded-xl border border-slate-200 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none sm:snap-none sm:scroll-ps-44 dark:border-slate-800"
    >
      <table className="w-max border-collapse sm:w-full sm:table-fixed">
        <caption className="sr-only">{t('page.caption')}</caption>
        <thead>
          <tr>
            <td className={clsx(LABEL_CELL, 'align-bottom')}>
              <span className="sr-only">{t('column.hostel')}</span>
            </td>
            {hostels.map((hostel) => (
              <th
                key={hostel.id}
                scope="col"
                className={clsx(COLUMN_WIDTH, 'snap-start p-3 text-start align-top font-normal')}
              >
                <div className="space-y-2">
                  <ColumnPhoto hostel={hostel} />
                  <Link
                    to={hostelHref(hostel.id)}
                    dir="auto"
                    className="block text-base leading-snug font-semibold text-slate-900 hover:text-teal-800 hover:underline dark:text-white dark:hover:text-teal-300"
                  >
                    {hostel.name}
                  </Link>
                  <button
                    type="button"
                    onClick={() => onRemove(hostel)}
                    aria-label={t('column.removeNamed', { name: hostel.name })}
                    className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                    {t('column.remove')}
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row label={t('row.price')} hostels={hostels}>
            {(hostel) => (
              <span className="font-semibold text-teal-800 dark:text-teal-300">
                {format.monthlyPrice(hostel.price_range)}
              </span>
            )}
          </Row>
          <Row label={t('row.gender')} hostels={hostels}>
            {(hostel) => (
              <Badge tone={hostel.gender_category === 'male' ? 'blue' : 'pink'}>
                {t(hostel.gender_category === 'male' ? 'gender.male' : 'gender.female')}
              </Badge>
            )}
          </Row>
          <Row label={t('row.rating')} hostels={hostels}>
            {(hostel) => {
              const count = hostel.rating_count ?? 0;
              if (hostel.rating_average == null || count === 0) {
                return (
                  <span className="text-slate-500 dark:text-slate-400">{t('rating.none')}</span>
                );
              }
              const values = { average: format.rating(hostel.rating_average), count };
              return (
                <span className="inline-flex items-center gap-1">
                  <Star
                    aria-hidden="true"
                    className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500"
                  />
                  <span aria-hidden="true">{t('rating.value', values)}</span>
                  <span className="sr-only">
                    {t('rating.label', { ...values, max: format.number(REVIEW_RATING_MAX) })}
                  </span>
                </span>
              );
            }}
          </Row>
          <Row
            label={
              universityName
                ? t('row.distance', { university: universityName })
                : t('row.distanceNone')
            }
            hostels={hostels}
          >
            {(hostel) =>
              !universityName ? (
                <span className="text-slate-500 dark:text-slate-400">{t('distance.choose')}</span>
              ) : hostel.distance_km === null ? (
                <span className="text-slate-500 dark:text-slate-400">{t('distance.unknown')}</span>
              ) : (
                <span className="font-medium">
                  {t('distance.value', { km: format.decimal(hostel.distance_km) })}
                </span>
              )
            }
          </Row>
          <Row label={t('row.area')} hostels={hostels}>
            {(hostel) =>
              formatLocationLine(hostel, placeName, listSeparator(language)) || (
                <span dir="auto">{hostel.address}</span>
              )
            }
          </Row>
          <Row label={t('row.rooms')} hostels={hostels}>
            {(hostel) =>
              hostel.rooms.length === 0 ? (
                <span className="text-slate-500 dark:text-slate-400">{t('rooms.none')}</span>
              ) : (
                <ul className="space-y-2">
                  {hostel.rooms.map((room) => {
                    const free = Math.max(0, room.max_occupancy - room.current_occupancy);
                    return (
                      <li key={room.id} className="leading-snug">
                        <span className="block font-medium">{roomWords.title(room)}</span>
                        <span className="block text-teal-800 dark:text-teal-300">
                          {format.monthlyRupees(room.price_per_month)}
                        </span>
                        <span
                          className={clsx(
                            'block text-xs',
                            roomIsOpen(room)
                              ? 'text-green-800 dark:text-green-300'
                              : 'text-slate-500 dark:text-slate-400',
                          )}
                        >
                          {room.is_available
                            ? t('room.freeBeds', { count: free })
                            : t('room.notAvailable')}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </Row>
          <Row label={t('row.mess')} hostels={hostels}>
            {(hostel) => {
              const mess = hostel.mess_info;
              const offered = mess ? mess.mess_available : hostel.mess_available;
              if (!offered) {
                return <span className="text-slate-500 dark:text-slate-400">{t('mess.none')}</span>;
              }
              return (
                <span className="flex flex-wrap items-center gap-1.5">
                  <span>
                    {mess?.monthly_price != null
                      ? t('mess.price', { price: format.monthlyRupees(mess.monthly_price) })
                      : t('mess.available')}
                  </span>
                  {mess?.is_compulsory ? <Badge tone="amber">{t('mess.compulsory')}</Badge> : null}
                </span>
              );
            }}
          </Row>
        </tbody>
        {facilityRows.length > 0 ? (
          <tbody>
            <tr className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
              <th
                scope="rowgroup"
                colSpan={hostels.length + 1}
                className="p-3 text-start text-sm font-semibold text-slate-900 dark:text-white"
              >
                <span className="sticky start-3">{t('row.facilities')}</span>
              </th>
            </tr>
            {facilityRows.map((row) => (
              <tr key={row.name} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className={clsx(LABEL_CELL, 'font-medium')}>
                  {facilityLabel(row.name)}
                </th>
                {row.has.map((has, index) => (
                  <td key={hostels[index]?.id ?? index} className={VALUE_CELL}>
                    {has ? (
                      <Check
                        aria-hidden="true"
                        className="h-5 w-5 text-green-700 dark:text-green-400"
                      />
                    ) : (
                      <X
                        aria-hidden="true"
                        className="h-5 w-5 text-slate-400 dark:text-slate-500"
                      />
                    )}
                    <span className="sr-only">{has ? t('facility.yes') : t('facility.no')}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}
