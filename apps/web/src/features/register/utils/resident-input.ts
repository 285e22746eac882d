import {
  displayPhoneNumber,
  karachiToday,
  type CreateResidentInput,
  type Resident,
  type UpdateResidentSchema,
} from '@hostelhub/shared';
import type { z } from 'zod';

/** How a resident is added: as a walk-in, or moving in an accepted reservation's student. */
export type AddMode = 'walk_in' | 'reservation';

/** The add-resident form's values, as typed (numbers too). */
export interface ResidentFormValues extends Record<string, unknown> {
  reservation_id: string;
  room_id: string;
  bed_id: string;
  full_name: string;
  phone: string;
  email: string;
  cnic: string;
  home_address: string;
  guardian_name: string;
  guardian_phone: string;
  guardian_relation: string;
  institution_name: string;
  move_in_date: string;
  monthly_rent: string;
  security_deposit: string;
  preferred_language: string;
}

/** A new form: the chosen bed's room and bed, moving in today. */
export function emptyResidentForm(roomId = '', bedId = ''): ResidentFormValues {
  return {
    reservation_id: '',
    room_id: roomId,
    bed_id: bedId,
    full_name: '',
    phone: '',
    email: '',
    cnic: '',
    home_address: '',
    guardian_name: '',
    guardian_phone: '',
    guardian_relation: '',
    institution_name: '',
    move_in_date: karachiToday(),
    monthly_rent: '',
    security_deposit: '',
    preferred_language: 'en',
  };
}

/** A typed amount: blank is "not given", anything else a number the schema checks. */
function amount(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}

/** A blank text left out, so the API's default applies. */
function given(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}

/**
 * The body of POST /api/enhanced-hostels/{id}/residents from the form. From a reservation the
 * student's name, room and move-in date come from it, so they are not sent; the phone too
 * unless typed (an account may have none).
 */
export function toResidentInput(values: ResidentFormValues, mode: AddMode): CreateResidentInput {
  const personal = {
    cnic: given(values.cnic),
    home_address: given(values.home_address),
    guardian_name: given(values.guardian_name),
    guardian_phone: given(values.guardian_phone),
    guardian_relation: given(values.guardian_relation),
    institution_name: given(values.institution_name),
    bed_id: given(values.bed_id),
    monthly_rent: amount(values.monthly_rent),
    security_deposit: amount(values.security_deposit),
    preferred_language: values.preferred_language === 'ur' ? ('ur' as const) : ('en' as const),
  };
  if (mode === 'reservation') {
    return {
      reservation_id: given(values.reservation_id) ?? '',
      phone: given(values.phone),
      ...personal,
    };
  }
  return {
    ...personal,
    full_name: values.full_name,
    phone: values.phone,
    email: given(values.email),
    room_id: given(values.room_id),
    move_in_date: given(values.move_in_date),
  };
}

/**
 * The edit form of a resident's record: what the register holds, phones as the page shows them
 * (`0300 1234567`), the CNIC blank (it is masked).
 */
export function residentFormFrom(resident: Resident): ResidentFormValues {
  return {
    ...emptyResidentForm(),
    full_name: resident.full_name,
    phone: displayPhoneNumber(resident.phone),
    email: resident.email ?? '',
    home_address: resident.home_address ?? '',
    guardian_name: resident.guardian_name ?? '',
    guardian_phone: resident.guardian_phone ? displayPhoneNumber(resident.guardian_phone) : '',
    guardian_relation: resident.guardian_relation ?? '',
    institution_name: resident.institution_name ?? resident.university?.name ?? '',
    move_in_date: resident.move_in_date,
    monthly_rent: String(resident.monthly_rent),
    security_deposit: String(resident.security_deposit),
    preferred_language: resident.preferred_language,
  };
}

const EDITABLE_TEXT = [
  'full_name',
  'phone',
  'email',
  'home_address',
  'guardian_name',
  'guardian_phone',
  'guardian_relation',
  'move_in_date',
] as const;

/**
 * The body of PATCH /api/residents/{id} from the edit form: only what changed from `initial`
 * (a cleared text is sent as '', which the API saves as none); a typed CNIC replaces the saved
 * one; a changed institution replaces a university chosen at move-in (`university_id: null`).
 */
export function toResidentUpdate(
  values: ResidentFormValues,
  initial: ResidentFormValues,
): z.input<typeof UpdateResidentSchema> {
  const body: z.input<typeof UpdateResidentSchema> = {};
  for (const key of EDITABLE_TEXT) {
    if (values[key] !== initial[key]) body[key] = values[key].trim();
  }
  if (values.cnic.trim() !== '') body.cnic = values.cnic.trim();
  if (values.institution_name !== initial.institution_name) {
    body.institution_name = values.institution_name.trim();
    body.university_id = null;
  }
  for (const key of ['monthly_rent', 'security_deposit'] as const) {
    if (values[key] !== initial[key]) body[key] = amount(values[key]) ?? Number.NaN;
  }
  if (values.preferred_language !== initial.preferred_language) {
    body.preferred_language = values.preferred_language === 'ur' ? 'ur' : 'en';
  }
  return body;
}
