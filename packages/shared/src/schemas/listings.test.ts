import { describe, expect, it } from 'vitest';
import { DEFAULT_MEAL_TIMINGS } from '../constants/hostels.ts';
import {
  CreateHostelSchema,
  HostelFormSchema,
  UpdateHostelSchema,
  WizardHostelDetailsSchema,
} from './listings.ts';
import { defaultMessFields, MessFormSchema } from './mess.ts';

const CITY = '0b5f8a52-2c7e-4f5e-9d7a-1f0e4c3b2a10';
const TOWN = '0b5f8a52-2c7e-4f5e-9d7a-1f0e4c3b2a11';
const UNIVERSITY = '0b5f8a52-2c7e-4f5e-9d7a-1f0e4c3b2a12';

/** A hostel every rule accepts. */
function validHostel(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Iqbal Boys Hostel',
    description: 'Clean rooms near the campus gate.',
    address: 'House 12, Street 4, Gulberg',
    location_type: 'city',
    city_id: CITY,
    town_id: TOWN,
    price_range: '8000 - 12000',
    gender_category: 'male',
    contact_phone: '03001234567',
    ...overrides,
  };
}

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('HostelFormSchema (part 2 section 5)', () => {
  it('should accept a complete hostel and fill the mess defaults', () => {
    const hostel = HostelFormSchema.parse(validHostel());
    expect(hostel).toMatchObject({
      university_id: null,
      facilities: [],
      latitude: null,
      mess_available: false,
      mess_meal_timings: DEFAULT_MEAL_TIMINGS,
    });
    expect(Object.keys(hostel.mess_weekly_meals)).toHaveLength(7);
  });

  it("should give every field the spec's message, all at once", () => {
    expect(
      messages(
        HostelFormSchema.safeParse({
          name: ' ',
          description: 'short',
          address: '',
          location_type: 'city',
          price_range: '',
          gender_category: 'mixed',
          contact_phone: '',
          mess_available: true,
        }),
      ),
    ).toEqual({
      name: 'Hostel name is required',
      description: 'Description must be at least 10 characters',
      address: 'Address is required',
      price_range: 'Price range is required',
      gender_category: 'Gender category must be male or female',
      contact_phone: 'Contact phone is required',
      city_id: 'City is required when location type is City/Town',
      town_id: 'Town/Area is required for all hostels',
      mess_monthly_price: 'Monthly price is required when mess facility is available',
    });
  });

  it('should ask a university-located hostel for its university, city and town', () => {
    expect(
      messages(
        HostelFormSchema.safeParse(
          validHostel({ location_type: 'university', city_id: null, town_id: undefined }),
        ),
      ),
    ).toEqual({
      city_id: 'City is required for all hostels',
      town_id: 'Town/Area is required for all hostels',
      university_id: 'University is required when location type is University',
    });
    expect(
      HostelFormSchema.safeParse(
        validHostel({ location_type: 'university', university_id: UNIVERSITY }),
      ).success,
    ).toBe(true);
  });

  it('should read the price range as "min - max" or a single number (issue 40 item 1)', () => {
    const format = 'Price range must be in format "min - max" (e.g., "5000 - 15000")';
    for (const text of [
      '5000 to 8000',
      'Rs 5000 - 8000',
      '5,000 - 8,000',
      '5,000',
      '5000-',
      '-5000',
      '5000 - 8000 - 9000',
      'cheap',
    ]) {
      expect(messages(HostelFormSchema.safeParse(validHostel({ price_range: text })))).toEqual({
        price_range: format,
      });
    }
    for (const text of ['5000-8000', '5000 - 8000', ' 0 -0 ', '11500', ' 11500 ']) {
      expect(HostelFormSchema.safeParse(validHostel({ price_range: text })).success).toBe(true);
      expect(WizardHostelDetailsSchema.safeParse(validHostel({ price_range: text })).success).toBe(
        true,
      );
    }
    expect(
      messages(HostelFormSchema.safeParse(validHostel({ price_range: '9000 - 8000' }))),
    ).toEqual({ price_range: 'The lower price must not be above the higher price' });
  });

  it("should use the wizard's shorter price range message in step 1", () => {
    expect(
      messages(WizardHostelDetailsSchema.safeParse(validHostel({ price_range: 'cheap' }))),
    ).toEqual({ price_range: 'Price range must be in format "min - max"' });
  });

  it('should refuse coordinates off the globe or without their pair', () => {
    const invalid = 'Invalid location coordinates provided';
    expect(
      messages(HostelFormSchema.safeParse(validHostel({ latitude: 91, longitude: 73 }))),
    ).toEqual({ latitude: invalid });
    expect(
      messages(HostelFormSchema.safeParse(validHostel({ latitude: 33.6, longitude: -181 }))),
    ).toEqual({ longitude: invalid });
    expect(messages(HostelFormSchema.safeParse(validHostel({ latitude: 33.6 })))).toEqual({
      longitude: invalid,
    });
    expect(
      HostelFormSchema.safeParse(validHostel({ latitude: 33.6844, longitude: 73.0479 })).success,
    ).toBe(true);
  });

  it('should keep each facility once', () => {
    const hostel = HostelFormSchema.parse(validHostel({ facilities: ['WiFi', 'WiFi', 'Gym'] }));
    expect(hostel.facilities).toEqual(['WiFi', 'Gym']);
  });
});

describe('defaultMessFields (section 4: switching mess off resets it)', () => {
  it('should be a mess that is off, with the default timings and an empty menu', () => {
    const mess = defaultMessFields();
    expect(mess).toMatchObject({
      mess_available: false,
      mess_compulsory: false,
      mess_monthly_price: null,
      mess_description: null,
      mess_meal_timings: DEFAULT_MEAL_TIMINGS,
    });
    expect(mess.mess_weekly_meals.sunday).toEqual({ breakfast: '', lunch: '', dinner: '' });
    // Each call is a fresh object, so a form cannot change the defaults.
    mess.mess_meal_timings.breakfast = 'changed';
    expect(defaultMessFields().mess_meal_timings.breakfast).toBe(DEFAULT_MEAL_TIMINGS.breakfast);
  });
});

describe('CreateHostelSchema (the wizard submit)', () => {
  it('should create a hostel with its rooms, each checked by the wizard rule', () => {
    const body = CreateHostelSchema.parse(
      validHostel({
        rooms: [
          { room_title: 'Corner room', price_per_month: 9000 },
          { room_title: 'Shared room', price_per_month: '6000', max_occupancy: 3 },
        ],
      }),
    );
    expect(body.rooms.map((room) => [room.room_title, room.price_per_month])).toEqual([
      ['Corner room', 9000],
      ['Shared room', 6000],
    ]);
  });

  it('should name the bad room in its message and path (decision 13)', () => {
    const result = CreateHostelSchema.safeParse(
      validHostel({
        rooms: [
          { room_title: 'A', price_per_month: 1 },
          { room_title: 'B', price_per_month: 1 },
          { price_per_month: 7000 },
        ],
      }),
    );
    expect(messages(result)).toEqual({
      'rooms.2.room_title': 'Room 3: Room title and monthly price are required',
    });
  });

  it('should ignore a status sent with the hostel', () => {
    const body = CreateHostelSchema.parse(validHostel({ status: 'approved' }));
    expect(body).not.toHaveProperty('status');
  });
});

describe('UpdateHostelSchema', () => {
  it('should keep only the fields sent, reading the mess display names', () => {
    expect(
      UpdateHostelSchema.parse({
        mess_available: true,
        is_compulsory: true,
        monthly_price: 6000,
        status: 'approved',
      }),
    ).toEqual({ mess_available: true, mess_compulsory: true, mess_monthly_price: 6000 });
  });
});

describe('MessFormSchema (the mess dialog)', () => {
  it('should need a monthly price only when mess is available', () => {
    expect(
      messages(MessFormSchema.safeParse({ mess_available: true, mess_monthly_price: null })),
    ).toEqual({
      mess_monthly_price: 'Monthly price is required when mess facility is available',
    });
    expect(MessFormSchema.safeParse({ mess_available: false }).success).toBe(true);
  });
});
