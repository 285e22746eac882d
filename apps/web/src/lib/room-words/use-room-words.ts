import type { BedType, Room } from '@hostelhub/shared';
import { useMemo } from 'react';
import { useT } from '../i18n';
import type { RoomAmenity } from '../room-labels';
import { roomWordsText } from './i18n';
import type en from './locales/en.json';

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
const BED_KEYS = {
  single: { name: 'bed.single', lower: 'bedLower.single' },
  double: { name: 'bed.double', lower: 'bedLower.double' },
  queen: { name: 'bed.queen', lower: 'bedLower.queen' },
  king: { name: 'bed.king', lower: 'bedLower.king' },
  bunk: { name: 'bed.bunk', lower: 'bedLower.bunk' },
} as const satisfies Record<BedType, { name: string; lower: string }>;

/**
 * Each amenity's wording: `owner` on the owner's room pages ('Attached Bathroom', lib/room-labels'
 * `label`), `detail` in the hostel detail's room list ('Attached bathroom', `detailLabel`).
 */
const AMENITY_KEYS = {
  attached_bathroom: {
    owner: 'amenity.attached_bathroom',
    detail: 'amenityDetail.attached_bathroom',
  },
  ac: { owner: 'amenity.ac', detail: 'amenityDetail.ac' },
  balcony: { owner: 'amenity.balcony', detail: 'amenityDetail.balcony' },
  wifi: { owner: 'amenity.wifi', detail: 'amenityDetail.wifi' },
  study_table: { owner: 'amenity.study_table', detail: 'amenityDetail.study_table' },
  wardrobe: { owner: 'amenity.wardrobe', detail: 'amenityDetail.wardrobe' },
} as const satisfies Record<RoomAmenity, { owner: string; detail: string }>;

function keyOf<Value>(keys: Record<string, Value>, value: string): Value | undefined {
  return Object.hasOwn(keys, value) ? keys[value] : undefined;
}

/**
 * A room's words in the page's language (issue 24): its type's name ('2-Seater'), its title
 * (its own, else the type plus " Room"), a floor ('Ground' or the number), a bed type as a
 * choice ('Single') or in a sentence ('single'), and an amenity in the owner's or the detail's
 * wording. Values the lists do not know stay as they are, as lib/room-labels does.
 */
export function useRoomWords() {
  const t = useT(roomWordsText);
  return useMemo(() => roomWordsOf(t), [t]);
}

/** A key of the room vocabulary (lib/room-words/locales/en.json). */
type RoomWordsKey = keyof typeof en;

/**
 * The words of useRoomWords, from any translate function of the room vocabulary: the page
 * server's head (JSON-LD room offers, issue 41 item 3) names rooms as the page does.
 */
export function roomWordsOf(
  t: (key: RoomWordsKey, values?: Record<string, string | number>) => string,
) {
  const typeName = (value: string) => {
    const key = keyOf(ROOM_TYPE_KEYS, value);
    return key ? t(key) : value;
  };
  const bed = (value: string, form: 'name' | 'lower') => {
    const keys = keyOf(BED_KEYS, value);
    return keys ? t(keys[form]) : value;
  };
  return {
    typeName,
    title: (room: Pick<Room, 'room_title' | 'room_type'>) =>
      room.room_title?.trim() || t('defaultTitle', { type: typeName(room.room_type) }),
    floor: (floor: number) => (floor === 0 ? t('groundFloor') : String(floor)),
    bedName: (value: string) => bed(value, 'name'),
    bedLower: (value: string) => bed(value, 'lower'),
    amenity: (key: RoomAmenity) => t(AMENITY_KEYS[key].owner),
    amenityDetail: (key: RoomAmenity) => t(AMENITY_KEYS[key].detail),
  };
}
