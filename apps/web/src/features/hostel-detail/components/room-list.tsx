import { formatRupees, ROOM_TYPES, type Room } from '@hostelhub/shared';
import { BedDouble, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Heading, type HeadingLevel } from './heading';

const AMENITIES: {
  key: keyof Pick<
    Room,
    'attached_bathroom' | 'ac' | 'balcony' | 'wifi' | 'study_table' | 'wardrobe'
  >;
  label: string;
}[] = [
  { key: 'attached_bathroom', label: 'Attached bathroom' },
  { key: 'ac', label: 'AC' },
  { key: 'balcony', label: 'Balcony' },
  { key: 'wifi', label: 'WiFi' },
  { key: 'study_table', label: 'Study table' },
  { key: 'wardrobe', label: 'Wardrobe' },
];

const ROOM_TYPE_NAMES = new Map(ROOM_TYPES.map((type) => [type.value, type.name]));

/** A room type's display name ('2 Seater'), or the raw value for a type we do not know. */
export function roomTypeName(roomType: string): string {
  return ROOM_TYPE_NAMES.get(roomType) ?? roomType;
}

/** A room's title: its own, else its type plus "Room" (part 2 section 2). */
export function roomTitle(room: Pick<Room, 'room_title' | 'room_type'>): string {
  return room.room_title || `${roomTypeName(room.room_type)} Room`;
}

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
            {AMENITIES.filter(({ key }) => room[key]).map(({ key, label }) => (
              <li key={key}>
                <Badge>{label}</Badge>
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
