import { roomIsOpen, type Room } from '@hostelhub/shared';
import { BedDouble, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Ltr } from '../../../components/ltr';
import { Badge } from '../../../components/ui/badge';
import { useFormatters, useT } from '../../../lib/i18n';
import { ROOM_AMENITIES } from '../../../lib/room-labels';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { hostelDetailText } from '../i18n';
import { Heading, type HeadingLevel } from './heading';

/**
 * The rooms as students see them (part 1 section 3 'Room'): Available only while the room is
 * available and a bed is free (roomIsOpen, issue 27), and each room's action (Reserve a bed).
 */
export function RoomList({
  rooms,
  headingLevel,
  renderAction,
}: {
  rooms: Room[];
  headingLevel: HeadingLevel;
  renderAction?: ((room: Room) => ReactNode) | undefined;
}) {
  const names = useRoomWords();
  const t = useT(hostelDetailText);
  const format = useFormatters();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {rooms.map((room) => (
        <li
          key={room.id}
          className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {names.typeName(room.room_type)}
              </p>
              <Heading level={headingLevel} className="font-semibold">
                {names.title(room)}
              </Heading>
            </div>
            <Badge tone={roomIsOpen(room) ? 'green' : 'red'}>
              {roomIsOpen(room) ? t('room.available') : t('room.occupied')}
            </Badge>
          </div>
          <p className="font-semibold text-teal-800 dark:text-teal-300">
            {format.monthlyRupees(room.price_per_month)}
            {room.price_per_day !== null ? (
              <span className="ms-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                {t('room.perDay', { price: format.rupees(room.price_per_day) })}
              </span>
            ) : null}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="h-4 w-4" />
              {t('room.occupancy', {
                current: room.current_occupancy,
                max: room.max_occupancy,
              })}
            </span>
            <span className="inline-flex items-center gap-1 capitalize">
              <BedDouble aria-hidden="true" className="h-4 w-4" />
              {t('room.bed', { bed: names.bedLower(room.bed_type) })}
            </span>
            {room.floor_number !== null ? (
              <span>
                {room.floor_number === 0
                  ? t('room.groundFloor')
                  : t('room.floor', { floor: room.floor_number })}
              </span>
            ) : null}
            {room.room_size ? <Ltr>{room.room_size}</Ltr> : null}
          </p>
          {room.description ? (
            <p dir="auto" className="text-sm text-slate-700 dark:text-slate-300">
              {room.description}
            </p>
          ) : null}
          <ul aria-label={t('room.amenities')} className="flex flex-wrap gap-1.5">
            {ROOM_AMENITIES.filter(({ key }) => room[key]).map(({ key }) => (
              <li key={key}>
                <Badge>{names.amenityDetail(key)}</Badge>
              </li>
            ))}
            {room.features.map((feature) => (
              <li key={`feature-${feature}`}>
                <Badge tone="brand">{feature}</Badge>
              </li>
            ))}
          </ul>
          {renderAction ? <div className="flex empty:hidden">{renderAction(room)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
