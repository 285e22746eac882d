import {
  BedSchema,
  RegisterHostelSchema,
  ResidentDetailSchema,
  RoomBedsSchema,
  StaffMemberSchema,
  type Bed,
  type RegisterHostel,
  type ResidentDetail,
  type RoomBeds,
  type StaffMember,
} from '@hostelhub/shared';
import { fixture } from '../../../testing/factories';
import { users } from '../../../testing/test-users';

/** Fixtures of the register (issue 44), checked against the API's schemas. */

let sequence = 0;

export function uuid(): string {
  sequence += 1;
  return `40000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export const HOSTEL_ID = '40000000-0000-4000-8000-999999999999';

export function buildRegisterHostel(overrides: Partial<RegisterHostel> = {}): RegisterHostel {
  return fixture('register hostel', RegisterHostelSchema, {
    id: HOSTEL_ID,
    hostel_name: 'Iqbal Hostel',
    role: 'owner',
    ...overrides,
  });
}

export function buildBed(overrides: Partial<Bed> = {}): Bed {
  return fixture('bed', BedSchema, {
    id: uuid(),
    label: 'A',
    state: 'free',
    resident: null,
    reservation: null,
    free_from: null,
    marked_taken: false,
    ...overrides,
  });
}

export function buildRoomBeds(overrides: Partial<RoomBeds> = {}): RoomBeds {
  return fixture('room beds', RoomBedsSchema, {
    room_id: uuid(),
    room_title: 'Garden view',
    room_type: '2-seater',
    floor_number: 1,
    max_occupancy: 2,
    current_occupancy: 1,
    price_per_month: 15000,
    beds: [],
    ...overrides,
  });
}

export function buildResident(overrides: Partial<ResidentDetail> = {}): ResidentDetail {
  return fixture('resident', ResidentDetailSchema, {
    id: uuid(),
    hostel_id: HOSTEL_ID,
    room: { id: uuid(), room_title: 'Garden view', room_type: '2-seater' },
    bed: { id: uuid(), label: 'A' },
    status: 'current',
    full_name: 'Ali Raza',
    phone: '+923001234567',
    email: null,
    cnic_masked: '35202-*******-1',
    home_address: 'House 4, Street 9, Multan',
    guardian_name: 'Raza Ahmed',
    guardian_phone: '+923009876543',
    guardian_relation: 'Father',
    university: null,
    institution_name: 'UET Lahore',
    move_in_date: '2030-09-01',
    leaving_date: null,
    moved_out_on: null,
    monthly_rent: 15000,
    security_deposit: 20000,
    takes_mess: false,
    mess_charge: 0,
    preferred_language: 'en',
    linked: false,
    reservation_id: null,
    deposit_returned: null,
    deductions: [],
    erased: false,
    reminders_off: false,
    created_at: '2030-09-01T07:00:00.000Z',
    updated_at: '2030-09-01T07:00:00.000Z',
    history: [
      {
        id: uuid(),
        event: 'added',
        fields: [],
        detail: {},
        actor: { id: users.owner.id, full_name: users.owner.full_name },
        created_at: '2030-09-01T07:00:00.000Z',
      },
    ],
    ...overrides,
  });
}

export function buildStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return fixture('staff member', StaffMemberSchema, {
    id: uuid(),
    role: 'warden',
    email: 'warden@example.pk',
    user: { id: uuid(), full_name: 'Bilal Warden' },
    status: 'member',
    invited_by: { id: users.owner.id, full_name: users.owner.full_name },
    expires_at: null,
    created_at: '2030-09-01T07:00:00.000Z',
    ...overrides,
  });
}
