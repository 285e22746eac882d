import type { Room } from '@hostelhub/shared';
import { formatRupees } from '@hostelhub/shared';
import { Images, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { roomTitle, roomTypeName } from '../../../lib/room-labels';
import {
  DESCRIPTION_PREVIEW_CHARS,
  firstOf,
  floorLabel,
  MAX_FEATURE_BADGES,
  monthlyRent,
  roomBadges,
  truncate,
} from '../utils/room-display';

/** The room fields a card reads (a stored room, or a wizard room not saved yet). */
export type RoomCardRoom = Pick<
  Room,
  | 'room_type'
  | 'room_title'
  | 'description'
  | 'price_per_month'
  | 'price_per_day'
  | 'max_occupancy'
  | 'current_occupancy'
  | 'floor_number'
  | 'bed_type'
  | 'attached_bathroom'
  | 'ac'
  | 'balcony'
  | 'wifi'
  | 'study_table'
  | 'wardrobe'
  | 'is_available'
  | 'features'
>;

export interface RoomCardProps {
  room: RoomCardRoom;
  /** Shown above the details (the owner's photo strip). */
  media?: ReactNode;
  /** Edit and Delete appear only with these. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** 'Images' opens the room's photo manager. */
  onImages?: (() => void) | undefined;
  /** The delete button's label ('Delete' on the room page, 'Remove' in the wizard). */
  deleteLabel?: string;
}

/**
 * One room (part 2 section 2 'Owner room management page'): title (its own, or the type
 * plus "Room"), Available/Occupied, monthly and daily rent, an occupancy bar, floor, type and
 * bed, the description cut at 100 characters, 4 feature badges then "+N more".
 */
export function RoomCard({
  room,
  media,
  onEdit,
  onDelete,
  onImages,
  deleteLabel = 'Delete',
}: RoomCardProps) {
  const title = roomTitle(room);
  const { shown, more } = firstOf(roomBadges(room), MAX_FEATURE_BADGES);
  const occupancyPercent =
    room.max_occupancy > 0 ? Math.round((room.current_occupancy / room.max_occupancy) * 100) : 0;
  return (
    <Card className="flex h-full flex-col">
      {media}
      <CardBody className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
          <Badge tone={room.is_available ? 'green' : 'red'}>
            {room.is_available ? 'Available' : 'Occupied'}
          </Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Monthly Rent</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">
              {monthlyRent(room.price_per_month)}
            </dd>
          </div>
          {room.price_per_day !== null ? (
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Daily Rent</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {formatRupees(room.price_per_day)} / day
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Occupancy</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">
              {room.current_occupancy}/{room.max_occupancy}
            </dd>
          </div>
          {room.floor_number !== null ? (
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Floor</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {floorLabel(room.floor_number)}
              </dd>
            </div>
          ) : null}
          <div className="col-span-2">
            <dt className="sr-only">Room type and bed</dt>
            <dd className="text-slate-600 dark:text-slate-300">
              {roomTypeName(room.room_type)} · {room.bed_type} bed
            </dd>
          </div>
        </dl>
        <div
          role="meter"
          aria-label={`Occupancy of ${title}`}
          aria-valuemin={0}
          aria-valuemax={room.max_occupancy}
          aria-valuenow={room.current_occupancy}
          aria-valuetext={`${room.current_occupancy} of ${room.max_occupancy} places taken`}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-teal-600 dark:bg-teal-400"
            style={{ width: `${occupancyPercent}%` }}
          />
        </div>
        {room.description ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {truncate(room.description, DESCRIPTION_PREVIEW_CHARS)}
          </p>
        ) : null}
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Features of ${title}`}>
            {shown.map((badge) => (
              <li key={badge}>
                <Badge tone="brand">{badge}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge>+{more} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {onEdit || onDelete || onImages ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {onEdit ? (
              <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit
              </Button>
            ) : null}
            {onImages ? (
              <Button
                variant="outline"
                size="sm"
                onClick={onImages}
                aria-label={`Images of ${title}`}
              >
                <Images aria-hidden="true" className="h-4 w-4" />
                Images
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="outline"
                size="sm"
                onClick={onDelete}
                aria-label={`${deleteLabel} ${title}`}
                className="text-red-700 dark:text-red-400"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {deleteLabel}
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
