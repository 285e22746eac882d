import type { FormValues } from '../../../hooks/use-schema-form';

/**
 * Which room form (part 2 section 2 'Room form'):
 * - `standalone`: the room page's form, sections Basic Information, Pricing & Capacity, Room
 *   Details, Amenities and (editing) Availability, with custom features;
 * - `owner`: the dashboard's short form (type, prices, occupancy, free text, amenities);
 * - `wizard`: a room of the hostel wizard, which needs a title and a monthly price (decision 13).
 */
export type RoomFormVariant = 'standalone' | 'owner' | 'wizard';

/** The form's values as typed: numbers stay text until the shared schema reads them. */
export interface RoomFormFields extends FormValues {
  room_type: string;
  room_title: string;
  description: string;
  price_per_month: string;
  price_per_day: string;
  max_occupancy: string;
  current_occupancy: string;
  room_size: string;
  floor_number: string;
  bed_type: string;
  attached_bathroom: boolean;
  ac: boolean;
  balcony: boolean;
  wifi: boolean;
  study_table: boolean;
  wardrobe: boolean;
  is_available: boolean;
  /** Whether students may ask to reserve a bed (issue 27). */
  accepts_reservations: boolean;
  /** Extra features (the standalone form's chips). */
  features: string[];
}

/** A room to fill the form from: a stored room, or a wizard room not saved yet. */
export type RoomFormSource = Readonly<Record<string, unknown>>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * A room's values for the form: the stored room when editing, else the section 9 defaults
 * (type Single, occupancy 1, floor 1, bed single, WiFi, study table and wardrobe on).
 */
export function roomFormFields(room?: RoomFormSource): RoomFormFields {
  return {
    room_type: text(room?.room_type) || 'single',
    room_title: text(room?.room_title),
    description: text(room?.description),
    price_per_month: text(room?.price_per_month),
    price_per_day: text(room?.price_per_day),
    max_occupancy: text(room?.max_occupancy) || '1',
    current_occupancy: text(room?.current_occupancy) || '0',
    room_size: text(room?.room_size),
    floor_number: room ? text(room.floor_number) : '1',
    bed_type: text(room?.bed_type) || 'single',
    attached_bathroom: flag(room?.attached_bathroom, false),
    ac: flag(room?.ac, false),
    balcony: flag(room?.balcony, false),
    wifi: flag(room?.wifi, true),
    study_table: flag(room?.study_table, true),
    wardrobe: flag(room?.wardrobe, true),
    is_available: flag(room?.is_available, true),
    accepts_reservations: flag(room?.accepts_reservations, false),
    features: Array.isArray(room?.features)
      ? room.features.filter((item): item is string => typeof item === 'string')
      : [],
  };
}
