import { roomIsOpen, type Room } from '@hostelhub/shared';
import { Images, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { useFormatters, useT } from '../../../lib/i18n';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { roomsText } from '../i18n';
import {
  DESCRIPTION_PREVIEW_CHARS,
  firstOf,
  MAX_FEATURE_BADGES,
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
  | 'accepts_reservations'
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
  /** The delete button's wording: 'Delete' on the room page, 'Remove' in the wizard. */
  deleteAction?: 'delete' | 'remove';
}

/**
 * One room (part 2 section 2 'Owner room management page'): title (its own, or the type
 * plus "Room"), Available/Occupied as students see it (issue 27: available and a bed free),
 * "Takes reservations" when the owner opened it, monthly and daily rent, "N of M beds taken"
 * with a bar, floor, type and bed, the description cut at 100 characters, 4 feature badges
 * then "+N more".
 */
export function RoomCard({
  room,
  media,
  onEdit,
  onDelete,
  onImages,
  deleteAction = 'delete',
}: RoomCardProps) {
  const names = useRoomWords();
  const t = useT(roomsText);
  const format = useFormatters();
  const title = names.title(room);
  const { shown, more } = firstOf(roomBadges(room, names.amenity), MAX_FEATURE_BADGES);
  const isOpen = roomIsOpen(room);
  const bedsTaken = t('card.bedsTaken', {
    current: room.current_occupancy,
    max: room.max_occupancy,
  });
  const occupancyPercent =
    room.max_occupancy > 0 ? Math.round((room.current_occupancy / room.max_occupancy) * 100) : 0;
  return (
    <Card className="flex h-full flex-col">
      {media}
      <CardBody className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
          <div className="flex flex-wrap justify-end gap-1.5">
            <Badge tone={isOpen ? 'green' : 'red'}>
              {isOpen ? t('room.available') : t('room.occupied')}
            </Badge>
            {room.accepts_reservations ? (
              <Badge tone="blue">{t('card.takesReservations')}</Badge>
            ) : null}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('card.monthlyRent')}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">
              {format.monthlyRupees(room.price_per_month)}
            </dd>
          </div>
          {room.price_per_day !== null ? (
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('card.dailyRent')}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {t('card.perDay', { price: format.rupees(room.price_per_day) })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('card.occupancy')}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{bedsTaken}</dd>
          </div>
          {room.floor_number !== null ? (
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('card.floor')}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {names.floor(room.floor_number)}
              </dd>
            </div>
          ) : null}
          <div className="col-span-2">
            <dt className="sr-only">{t('card.typeAndBedLabel')}</dt>
            <dd className="text-slate-600 dark:text-slate-300">
              {t('card.typeAndBed', {
                type: names.typeName(room.room_type),
                bed: names.bedLower(room.bed_type),
              })}
            </dd>
          </div>
        </dl>
        <div
          role="meter"
          aria-label={t('card.occupancyOf', { title })}
          aria-valuemin={0}
          aria-valuemax={room.max_occupancy}
          aria-valuenow={room.current_occupancy}
          aria-valuetext={bedsTaken}
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
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.featuresOf', { title })}>
            {shown.map((badge) => (
              <li key={badge}>
                <Badge tone="brand">{badge}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge>{t('card.moreFeatures', { count: more })}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {onEdit || onDelete || onImages ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {onEdit ? (
              <Button
                variant="outline"
                size="sm"
                onClick={onEdit}
                aria-label={t('card.editOf', { title })}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t('card.edit')}
              </Button>
            ) : null}
            {onImages ? (
              <Button
                variant="outline"
                size="sm"
                onClick={onImages}
                aria-label={t('card.imagesOf', { title })}
              >
                <Images aria-hidden="true" className="h-4 w-4" />
                {t('card.images')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="outline"
                size="sm"
                onClick={onDelete}
                aria-label={
                  deleteAction === 'remove'
                    ? t('card.removeOf', { title })
                    : t('card.deleteOf', { title })
                }
                className="text-red-700 dark:text-red-400"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {deleteAction === 'remove' ? t('card.remove') : t('card.delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
