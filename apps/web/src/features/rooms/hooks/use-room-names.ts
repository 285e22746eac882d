import type { BedType, Room } from '@hostelhub/shared';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import type { RoomAmenity } from '../../../lib/room-labels';
import { roomsText } from '../i18n';

/** Each room type value's name (ROOM_TYPES), as a catalogue key. */
const ROOM_TYPE_KEYS = {
  single: 'roomType.single',
  double: 'roomType.double',
  triple: 'roomType.triple',
  quad: 'roomType.quad',
  shared: 'roomType.shared',
  '2-seater': 'roomType.2-seater',
  '3-seater': 'roomType.3-seater',
  '4-seater': 'roomType.4-seater',
  dormitory: 'roomType.dormitory',
  suite: 'roomType.suite',
  studio: 'roomType.studio',
} as const;

/** A bed type as a choice ('Single') and inside a sentence ('single bed'). */
export const BED_KEYS = {
  single: { name: 'bed.single', lower: 'bedLower.single' },
  double: { name: 'bed.double', lower: 'bedLower.double' },
  queen: { name: 'bed.queen', lower: 'bedLower.queen' },
  king: { name: 'bed.king', lower: 'bedLower.king' },
  bunk: { name: 'bed.bunk', lower: 'bedLower.bunk' },
} as const satisfies Record<BedType, { name: string; lower: string }>;

/** The owner's amenity wording (lib/room-labels' `label`), as catalogue keys. */
export const AMENITY_KEYS = {
  attached_bathroom: 'amenity.attached_bathroom',
  ac: 'amenity.ac',
  balcony: 'amenity.balcony',
  wifi: 'amenity.wifi',
  study_table: 'amenity.study_table',
  wardrobe: 'amenity.wardrobe',
} as const satisfies Record<RoomAmenity, string>;

function keyOf<Value>(keys: Record<string, Value>, value: string): Value | undefined {
  return Object.hasOwn(keys, value) ? keys[value] : undefined;
}

/**
 * A room's words in the page's language (issue 24): its type's name ('2-Seater'), its title
 * (its own, else the type plus " Room"), a floor ('Ground' or the number), its bed type in a
 * sentence and an amenity's label. Values the lists do not know stay as they are, as
 * lib/room-labels does.
 */
export function useRoomNames() {
  const t = useT(roomsText);
  return useMemo(() => {
    const typeName = (value: string) => {
      const key = keyOf(ROOM_TYPE_KEYS, value);
      return key ? t(key) : value;
    };
    return {
      t,
      typeName,
      title: (room: Pick<Room, 'room_title' | 'room_type'>) =>
        room.room_title?.trim() || t('room.defaultTitle', { type: typeName(room.room_type) }),
      floor: (floor: number) => (floor === 0 ? t('room.groundFloor') : String(floor)),
      bedLower: (value: string) => {
        const keys = keyOf(BED_KEYS, value);
        return keys ? t(keys.lower) : value;
      },
      amenity: (key: RoomAmenity) => t(AMENITY_KEYS[key]),
    };
  }, [t]);
}
