import { formatRupees, type Room } from '@hostelhub/shared';
import { BedDouble, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ROOM_AMENITIES, roomTitle, roomTypeName } from '../../../lib/room-labels';
import { Heading, type HeadingLevel } from './heading';

/** The rooms as students see them (part 1 section 3 'Room'). */
export function RoomList({ rooms, headingLevel }: { rooms: Room[]; headingLevel: HeadingLevel }) {
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
                {roomTypeName(room.room_type)}
              </p>
              <Heading level={headingLevel} className="font-semibold">
                {roomTitle(room)}
              </Heading>
            </div>
            <Badge tone={room.is_available ? 'green' : 'red'}>
              {room.is_available ? 'Available' : 'Occupied'}
            </Badge>
          </div>
          <p className="font-semibold text-teal-800 dark:text-teal-300">
            {formatRupees(room.price_per_month)} / month
            {room.price_per_day !== null ? (
              <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                ({formatRupees(room.price_per_day)} / day)
              </span>
            ) : null}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="h-4 w-4" />
              {room.current_occupancy}/{room.max_occupancy} occupied
            </span>
            <span className="inline-flex items-center gap-1 capitalize">
              <BedDouble aria-hidden="true" className="h-4 w-4" />
              {room.bed_type} bed
            </span>
            {room.floor_number !== null ? (
              <span>{room.floor_number === 0 ? 'Ground floor' : `Floor ${room.floor_number}`}</span>
            ) : null}
            {room.room_size ? <span>{room.room_size}</span> : null}
          </p>
          {room.description ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{room.description}</p>
          ) : null}
          <ul aria-label="Amenities" className="flex flex-wrap gap-1.5">
            {ROOM_AMENITIES.filter(({ key }) => room[key]).map(({ key, detailLabel }) => (
              <li key={key}>
                <Badge>{detailLabel}</Badge>
              </li>
            ))}
            {room.features.map((feature) => (
              <li key={`feature-${feature}`}>
                <Badge tone="brand">{feature}</Badge>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
