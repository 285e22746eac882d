import type { City, Facility, HostelDetail, OwnerHostel, Town } from '@hostelhub/shared';
import { configure } from '@testing-library/react';
import { buildHostelSummary } from '../../../testing/factories';
import { jsonResponse } from '../../../testing/test-utils';
import type { AuthState } from '../../../lib/auth';

/** Signed-in owners in each approval state. */
export const ownerStates = {
  approved: {
    status: 'signed-in',
    user: {
      id: '00000000-0000-4000-8000-00000000a002',
      email: 'owner@example.pk',
      full_name: 'Bilal Ahmed',
      role: 'owner',
      owner_approval_status: 'approved',
    },
  },
  pending: {
    status: 'signed-in',
    user: {
      id: '00000000-0000-4000-8000-00000000a004',
      email: 'new.owner@example.pk',
      full_name: 'Hina Raza',
      role: 'owner',
      owner_approval_status: 'pending',
    },
  },
} satisfies Record<string, AuthState>;

export const LAHORE: City = {
  id: 'c2000000-0000-4000-8000-000000000001',
  name: 'Lahore',
  name_ur: 'لاہور',
  slug: 'lahore',
  province: 'Punjab',
};
export const GULBERG: Town = {
  id: 'd2000000-0000-4000-8000-000000000001',
  name: 'Gulberg',
  name_ur: 'گلبرگ',
  city_id: LAHORE.id,
  status: 'confirmed',
};
export const FACILITIES: Facility[] = (
  [
    ['WiFi', 'وائی فائی'],
    ['Security', 'سیکیورٹی'],
  ] as const
).map(([name, name_ur], index) => ({
  id: `f2000000-0000-4000-8000-00000000000${index + 1}`,
  name,
  name_ur,
  icon: 'wifi',
  description: name,
}));

let sequence = 0;

/** One of the owner's hostels as the dashboard lists it. */
export function buildOwnerHostel(overrides: Partial<OwnerHostel> = {}): OwnerHostel {
  sequence += 1;
  return {
    ...buildHostelSummary({ name: `Owner Hostel ${sequence}` }),
    contact_phone: '03001234567',
    rules: null,
    rejection_reason: null,
    room_count: 2,
    show_owner_contact: false,
    updated_at: '2026-11-20T10:00:00.000Z',
    has_pending_change: false,
    ...overrides,
  };
}

/** A hostel's detail as GET /api/enhanced-hostels/{id} answers it. */
export function buildHostelDetail(overrides: Partial<HostelDetail> = {}): HostelDetail {
  return {
    ...buildHostelSummary(),
    rules: 'Gate closes at 11 PM.',
    contact_phone: '03001234567',
    contact_phone_verified: true,
    hostel_images: [],
    hostel_mess_info: [],
    mess_info: null,
    rooms: [],
    owner: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers of the reference and picker lookups the owner forms make. */
/** The owner's verified business numbers (issue 8): the hostel forms offer them. */
export const VERIFIED_PHONES = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    phoneNumber: '+923001234567',
    formattedNumber: '+92 300 1234567',
    label: 'Business',
    isPrimary: true,
    verifiedAt: '2026-11-01T10:00:00.000Z',
    carrier: 'Jazz',
  },
  {
    id: '00000000-0000-4000-8000-0000000000a2',
    phoneNumber: '+923331234567',
    formattedNumber: '+92 333 1234567',
    label: 'Office',
    isPrimary: false,
    verifiedAt: '2026-11-02T10:00:00.000Z',
    carrier: 'Ufone',
  },
];

export const lookupHandlers = {
  '/api/phone/get-verified': () => jsonResponse({ success: true, data: VERIFIED_PHONES }),
  '/api/enhanced-hostels/facilities': () => jsonResponse({ success: true, data: FACILITIES }),
  '/api/locations/cities': () => jsonResponse({ success: true, data: [LAHORE] }),
  '/api/locations/towns': () => jsonResponse({ success: true, data: [GULBERG] }),
  '/api/locations/universities': () => jsonResponse({ success: true, data: [] }),
  '/api/config': () =>
    jsonResponse({
      success: true,
      data: { map_tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', geocoder_url: '' },
    }),
};

/** The owner pages pull many modules: the first paint gets more time than a second. */
export async function prepareOwnerTests() {
  configure({ asyncUtilTimeout: 4000 });
  await import('../../../app/routes/owner/dashboard');
  await import('../../../app/routes/owner/rooms');
}
