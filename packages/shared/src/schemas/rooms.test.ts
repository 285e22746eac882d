import { describe, expect, it } from 'vitest';
import { CreateRoomSchema, RoomFormSchema, UpdateRoomSchema, WizardRoomSchema } from './rooms.ts';

/** Each failing field with its message. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('RoomFormSchema', () => {
  it('should fill the section 9 defaults: single, one person, single bed, wifi, study table, wardrobe', () => {
    expect(RoomFormSchema.parse({ price_per_month: 9000 })).toEqual({
      room_type: 'single',
      room_title: null,
      description: null,
      price_per_month: 9000,
      price_per_day: null,
      max_occupancy: 1,
      current_occupancy: 0,
      room_size: null,
      floor_number: null,
      bed_type: 'single',
      attached_bathroom: false,
      ac: false,
      balcony: false,
      wifi: true,
      study_table: true,
      wardrobe: true,
      is_available: true,
      accepts_reservations: false,
      features: [],
    });
  });

  it("should ask for the room type and monthly price with the standalone form's message", () => {
    expect(messages(RoomFormSchema.safeParse({ room_type: '' }))).toEqual({
      room_type: 'Room type and monthly price are required',
      price_per_month: 'Room type and monthly price are required',
    });
    expect(messages(RoomFormSchema.safeParse({ price_per_month: '' }))).toEqual({
      price_per_month: 'Room type and monthly price are required',
    });
  });

  it('should read numbers typed into a form and treat blank optional numbers as not given', () => {
    const room = RoomFormSchema.parse({
      price_per_month: '12000',
      price_per_day: '',
      max_occupancy: '3',
      current_occupancy: '2',
      floor_number: '0',
    });
    expect(room).toMatchObject({
      price_per_month: 12000,
      price_per_day: null,
      max_occupancy: 3,
      current_occupancy: 2,
      floor_number: 0,
    });
  });

  it('should keep occupancy within 1 to 6 and current occupancy at most the maximum', () => {
    expect(messages(RoomFormSchema.safeParse({ price_per_month: 1, max_occupancy: 0 }))).toEqual({
      max_occupancy: 'Max occupancy must be from 1 to 6',
    });
    expect(messages(RoomFormSchema.safeParse({ price_per_month: 1, max_occupancy: 7 }))).toEqual({
      max_occupancy: 'Max occupancy must be from 1 to 6',
    });
    expect(
      messages(
        RoomFormSchema.safeParse({ price_per_month: 1, max_occupancy: 2, current_occupancy: 3 }),
      ),
    ).toEqual({ current_occupancy: 'Current occupancy cannot be more than max occupancy' });
    expect(
      RoomFormSchema.safeParse({ price_per_month: 1, max_occupancy: 2, current_occupancy: 2 })
        .success,
    ).toBe(true);
  });

  it('should report the occupancy rule together with other field errors', () => {
    const result = RoomFormSchema.safeParse({ max_occupancy: 2, current_occupancy: 4 });
    expect(Object.keys(messages(result)).sort()).toEqual(['current_occupancy', 'price_per_month']);
  });

  it('should refuse negative prices, floors outside Ground to 10 and unknown types', () => {
    expect(
      messages(
        RoomFormSchema.safeParse({
          room_type: 'penthouse',
          price_per_month: -1,
          price_per_day: -5,
          floor_number: 11,
          bed_type: 'hammock',
        }),
      ),
    ).toEqual({
      room_type: 'Unknown room type',
      price_per_month: 'Price per month must be a whole number of rupees, 0 or more',
      price_per_day: 'Price per day must be a whole number of rupees, 0 or more',
      floor_number: 'Floor must be from Ground (0) to 10',
      bed_type: 'Bed type must be single, double, queen, king or bunk',
    });
  });

  it('should keep each custom feature once and drop blanks', () => {
    const room = RoomFormSchema.parse({
      price_per_month: 1,
      features: ['Fridge', ' Fridge ', '', 'Heater'],
    });
    expect(room.features).toEqual(['Fridge', 'Heater']);
  });
});

describe('WizardRoomSchema (product decision 13)', () => {
  it('should need both a title and a monthly price', () => {
    const needs = 'Room title and monthly price are required';
    expect(messages(WizardRoomSchema.safeParse({}))).toEqual({
      room_title: needs,
      price_per_month: needs,
    });
    // The spec's client let either one alone through; decision 13 refuses both cases.
    expect(messages(WizardRoomSchema.safeParse({ room_title: 'Corner room' }))).toEqual({
      price_per_month: needs,
    });
    expect(messages(WizardRoomSchema.safeParse({ price_per_month: 8000 }))).toEqual({
      room_title: needs,
    });
    expect(
      messages(WizardRoomSchema.safeParse({ room_title: '   ', price_per_month: 8000 })),
    ).toEqual({
      room_title: needs,
    });
    expect(
      WizardRoomSchema.safeParse({ room_title: 'Corner room', price_per_month: 0 }).success,
    ).toBe(true);
  });

  it('should apply the room rules too', () => {
    expect(
      messages(
        WizardRoomSchema.safeParse({
          room_title: 'A',
          price_per_month: 1,
          max_occupancy: 1,
          current_occupancy: 2,
        }),
      ),
    ).toEqual({ current_occupancy: 'Current occupancy cannot be more than max occupancy' });
  });
});

describe('CreateRoomSchema and UpdateRoomSchema', () => {
  it('should need the hostel a new room belongs to', () => {
    expect(messages(CreateRoomSchema.safeParse({ price_per_month: 1 }))).toHaveProperty(
      'hostel_id',
    );
  });

  it('should keep only the fields an update sends, so the server can merge them', () => {
    expect(UpdateRoomSchema.parse({ price_per_month: 7000, room_title: undefined })).toEqual({
      price_per_month: 7000,
    });
  });

  it('should refuse keys a room does not have, and ignore hostel_id (issue 41 item 9)', () => {
    expect(UpdateRoomSchema.parse({ price_per_month: 7000, hostel_id: 'x' })).toEqual({
      price_per_month: 7000,
    });
    const result = UpdateRoomSchema.safeParse({ price_per_month: 7000, bogus: 1 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['bogus'] }),
    ]);
  });
});
