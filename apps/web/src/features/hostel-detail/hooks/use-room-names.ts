import type { BedType, Room } from '@hostelhub/shared';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import type { RoomAmenity } from '../../../lib/room-labels';
import { hostelDetailText } from '../i18n';

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

const BED_KEYS = {
  single: 'bed.single',
  double: 'bed.double',
  queen: 'bed.queen',
  king: 'bed.king',
  bunk: 'bed.bunk',
} as const satisfies Record<BedType, string>;

/** The room list's amenity wording (lib/room-labels' `detailLabel`), as catalogue keys. */
export const AMENITY_KEYS = {
  attached_bathroom: 'amenity.attached_bathroom',
  ac: 'amenity.ac',
  balcony: 'amenity.balcony',
  wifi: 'amenity.wifi',
  study_table: 'amenity.study_table',
  wardrobe: 'amenity.wardrobe',
} as const satisfies Record<RoomAmenity, string>;

function keyOf<Key extends string>(keys: Record<string, Key>, value: string): Key | undefined {
  return Object.hasOwn(keys, value) ? keys[value] : undefined;
}

/**
 * A room's words in the page's language (issue 24): its type's name ('2-Seater'), its title
 * (its own, else the type plus " Room") and its bed type. Values the lists do not know stay as
 * they are, as lib/room-labels does.
 */
export function useRoomNames() {
  const t = useT(hostelDetailText);
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
      bedName: (value: string) => {
        const key = keyOf(BED_KEYS, value);
        return key ? t(key) : value;
      },
    };
  }, [t]);
}
