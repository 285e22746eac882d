import { z } from 'zod';
import { REGISTER_MESSAGES } from '../constants/register-messages.ts';
import {
  BED_LABEL_MAX,
  BED_STATES,
  DEDUCTION_REASON_MAX,
  DEDUCTIONS_MAX,
  REGISTER_AMOUNT_MAX,
  RESIDENT_ADDRESS_MAX,
  RESIDENT_EVENTS,
  RESIDENT_NAME_MAX,
  RESIDENT_STATUSES,
  RESIDENT_TEXT_MAX,
} from '../constants/register.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { toE164Phone } from '../domain/phone-numbers.ts';
import { UuidSchema } from './common.ts';

/**
 * The owner's register (issue 44; spec decisions 24 to 26; docs/decisions/038): residents,
 * beds, move-in, notice and move-out. Dates are `YYYY-MM-DD`, Pakistan time; amounts are whole
 * rupees. Bodies are strict: another key answers 400 naming it.
 */

const DateSchema = z.iso.date({ error: REGISTER_MESSAGES.dateInvalid });

const Rupees = z
  .number({ error: REGISTER_MESSAGES.amountInvalid })
  .int({ error: REGISTER_MESSAGES.amountInvalid })
  .min(0, { error: REGISTER_MESSAGES.amountInvalid })
  .max(REGISTER_AMOUNT_MAX, { error: REGISTER_MESSAGES.amountInvalid });

/** Optional text: trimmed, blank is null, at most `max` characters. */
function optionalText(max: number) {
  return z
    .string({ error: REGISTER_MESSAGES.textLong })
    .trim()
    .max(max, { error: REGISTER_MESSAGES.textLong })
    .nullish()
    .transform((text) => text || null);
}

/** A phone in any Pakistani form (spec decision 17), stored E.164. */
const PhoneSchema = z
  .string({ error: REGISTER_MESSAGES.phoneInvalid })
  .trim()
  .transform((value, context) => {
    const e164 = toE164Phone(value, 'business');
    if (e164) return e164;
    context.addIssue({ code: 'custom', message: REGISTER_MESSAGES.phoneInvalid });
    return z.NEVER;
  });

/** A CNIC or B-form number: 13 digits, dashes and spaces allowed; answers the 13 digits. */
export const CnicSchema = z
  .string({ error: REGISTER_MESSAGES.cnicInvalid })
  .trim()
  .transform((value, context) => {
    const digits = value.replace(/[\s-]/g, '');
    if (/^\d{13}$/.test(digits)) return digits;
    context.addIssue({ code: 'custom', message: REGISTER_MESSAGES.cnicInvalid });
    return z.NEVER;
  });

/** `35202-*******-1`: what answers carry instead of a CNIC (issue 44 item 2). */
export function maskCnic(digits: string): string {
  return `${digits.slice(0, 5)}-*******-${digits.slice(12)}`;
}

/** The personal and stay fields a resident's record holds (add and edit). */
const ResidentFields = {
  full_name: z
    .string({ error: REGISTER_MESSAGES.fullNameRequired })
    .trim()
    .min(1, { error: REGISTER_MESSAGES.fullNameRequired })
    .max(RESIDENT_NAME_MAX, { error: REGISTER_MESSAGES.fullNameLong }),
  phone: PhoneSchema,
  email: z
    .union([z.literal(''), z.email({ error: REGISTER_MESSAGES.emailInvalid })], {
      error: REGISTER_MESSAGES.emailInvalid,
    })
    .nullish()
    .transform((email) => (email ? email.toLowerCase() : null)),
  cnic: z
    .union([z.literal(''), CnicSchema], { error: REGISTER_MESSAGES.cnicInvalid })
    .nullish()
    .transform((cnic) => cnic || null),
  home_address: optionalText(RESIDENT_ADDRESS_MAX),
  guardian_name: optionalText(RESIDENT_NAME_MAX),
  guardian_phone: z
    .union([z.literal(''), PhoneSchema], { error: REGISTER_MESSAGES.phoneInvalid })
    .nullish()
    .transform((phone) => phone || null),
  guardian_relation: optionalText(RESIDENT_TEXT_MAX),
  university_id: UuidSchema.nullish().transform((id) => id ?? null),
  institution_name: optionalText(RESIDENT_TEXT_MAX),
  monthly_rent: Rupees.optional(),
  security_deposit: Rupees.default(0),
  takes_mess: z.boolean().optional(),
  mess_charge: Rupees.optional(),
  preferred_language: z.enum(LANGUAGES, { error: REGISTER_MESSAGES.languageInvalid }).optional(),
};

function oneInstitution(
  value: { university_id?: string | null; institution_name?: string | null },
  context: z.core.$RefinementCtx<unknown>,
): void {
  if (value.university_id && value.institution_name) {
    context.addIssue({
      code: 'custom',
      path: ['institution_name'],
      message: REGISTER_MESSAGES.institutionOne,
    });
  }
}

/**
 * Body of POST /api/enhanced-hostels/{id}/residents: a walk-in resident, or (with
 * `reservation_id`) the student of an accepted reservation moving in (its room and student
 * fill in what is not given). `bed_id` omitted: the room's first free bed. Rent defaults to the
 * room's `price_per_month`, the mess charge to the hostel's mess monthly price.
 */
export const CreateResidentSchema = z
  .strictObject({
    ...ResidentFields,
    full_name: ResidentFields.full_name.optional(),
    phone: PhoneSchema.optional(),
    reservation_id: UuidSchema.optional(),
    room_id: UuidSchema.optional(),
    bed_id: UuidSchema.optional(),
    move_in_date: DateSchema.optional(),
  })
  .superRefine(oneInstitution)
  .superRefine((value, context) => {
    if (value.reservation_id) return;
    if (!value.room_id) {
      context.addIssue({
        code: 'custom',
        path: ['room_id'],
        message: REGISTER_MESSAGES.roomRequired,
      });
    }
    if (!value.full_name) {
      context.addIssue({
        code: 'custom',
        path: ['full_name'],
        message: REGISTER_MESSAGES.fullNameRequired,
      });
    }
    if (!value.phone) {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: REGISTER_MESSAGES.phoneInvalid,
      });
    }
    if (!value.move_in_date) {
      context.addIssue({
        code: 'custom',
        path: ['move_in_date'],
        message: REGISTER_MESSAGES.dateInvalid,
      });
    }
  });
export type CreateResidentInput = z.input<typeof CreateResidentSchema>;
export type CreateResidentValues = z.output<typeof CreateResidentSchema>;

/** Body of PATCH /api/residents/{id}: any record fields to change (the bed moves by `move`). */
export const UpdateResidentSchema = z
  .strictObject({
    full_name: ResidentFields.full_name.optional(),
    phone: PhoneSchema.optional(),
    email: ResidentFields.email.optional(),
    cnic: ResidentFields.cnic.optional(),
    home_address: ResidentFields.home_address.optional(),
    guardian_name: ResidentFields.guardian_name.optional(),
    guardian_phone: ResidentFields.guardian_phone.optional(),
    guardian_relation: ResidentFields.guardian_relation.optional(),
    university_id: ResidentFields.university_id.optional(),
    institution_name: ResidentFields.institution_name.optional(),
    monthly_rent: Rupees.optional(),
    security_deposit: Rupees.optional(),
    takes_mess: z.boolean().optional(),
    mess_charge: Rupees.optional(),
    preferred_language: ResidentFields.preferred_language,
    move_in_date: DateSchema.optional(),
    reminders_off: z.boolean().optional(),
  })
  .superRefine(oneInstitution);
export type UpdateResidentValues = z.output<typeof UpdateResidentSchema>;

/** Body of POST /api/residents/{id}/move: the bed to move to (any room of the hostel). */
export const MoveResidentSchema = z.strictObject({ bed_id: UuidSchema });
export type MoveResidentValues = z.output<typeof MoveResidentSchema>;

/** Body of POST /api/residents/{id}/notice: the leaving date, today or later. */
export const ResidentNoticeSchema = z.strictObject({ leaving_date: DateSchema });
export type ResidentNoticeValues = z.output<typeof ResidentNoticeSchema>;

/** One deduction from the security deposit at move-out, in rupees with a reason. */
export const DeductionSchema = z.strictObject({
  amount: Rupees.min(1, { error: REGISTER_MESSAGES.deductionReasonRequired }),
  reason: z
    .string({ error: REGISTER_MESSAGES.deductionReasonRequired })
    .trim()
    .min(1, { error: REGISTER_MESSAGES.deductionReasonRequired })
    .max(DEDUCTION_REASON_MAX, { error: REGISTER_MESSAGES.deductionReasonRequired }),
});

/**
 * Body of POST /api/residents/{id}/move-out: the day they left (not after today, not before
 * move-in), the deposit returned and the deductions: returned plus deductions equal the deposit.
 */
export const MoveOutSchema = z.strictObject({
  moved_out_on: DateSchema,
  deposit_returned: Rupees,
  deductions: z
    .array(DeductionSchema)
    .max(DEDUCTIONS_MAX, { error: REGISTER_MESSAGES.deductionsTooMany })
    .default([]),
});
export type MoveOutValues = z.output<typeof MoveOutSchema>;

/** Body of PATCH /api/beds/{id}: the bed's label, and whether it is taken without a record. */
export const UpdateBedSchema = z.strictObject({
  label: z
    .string({ error: REGISTER_MESSAGES.bedLabelInvalid })
    .trim()
    .min(1, { error: REGISTER_MESSAGES.bedLabelInvalid })
    .max(BED_LABEL_MAX, { error: REGISTER_MESSAGES.bedLabelInvalid })
    .optional(),
  marked_taken: z.boolean().optional(),
});
export type UpdateBedValues = z.output<typeof UpdateBedSchema>;

/** Query of GET /api/enhanced-hostels/{id}/residents: search and which residents. */
export const ResidentsQuerySchema = z.object({
  q: z.string().trim().max(RESIDENT_NAME_MAX).optional(),
  status: z.enum([...RESIDENT_STATUSES, 'all'] as const).default('all'),
});
export type ResidentsQuery = z.output<typeof ResidentsQuerySchema>;

/** A register history row: what happened, who did it, the fields' names (never values). */
export const ResidentHistorySchema = z.object({
  id: z.uuid(),
  event: z.enum(RESIDENT_EVENTS),
  fields: z.array(z.string()),
  /** Non-personal detail: bed labels, dates. */
  detail: z.record(z.string(), z.string().nullable()),
  actor: z.object({ id: z.uuid().nullable(), full_name: z.string() }),
  created_at: z.string(),
});
export type ResidentHistory = z.infer<typeof ResidentHistorySchema>;

/** A resident as the hostel's owner and staff see them; `cnic_masked`, never `cnic`. */
export const ResidentSchema = z.object({
  id: z.uuid(),
  hostel_id: z.uuid(),
  /** Null once the room was deleted after the resident moved out. */
  room: z
    .object({ id: z.uuid(), room_title: z.string().nullable(), room_type: z.string() })
    .nullable(),
  bed: z.object({ id: z.uuid(), label: z.string() }).nullable(),
  status: z.enum(RESIDENT_STATUSES),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  cnic_masked: z.string().nullable(),
  home_address: z.string().nullable(),
  guardian_name: z.string().nullable(),
  guardian_phone: z.string().nullable(),
  guardian_relation: z.string().nullable(),
  university: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  institution_name: z.string().nullable(),
  move_in_date: z.string(),
  leaving_date: z.string().nullable(),
  moved_out_on: z.string().nullable(),
  /** Rupees a month. */
  monthly_rent: z.number().int(),
  security_deposit: z.number().int(),
  takes_mess: z.boolean(),
  mess_charge: z.number().int(),
  preferred_language: z.enum(LANGUAGES),
  /** Whether the resident is a student's account (made from their reservation). */
  linked: z.boolean(),
  reservation_id: z.uuid().nullable(),
  deposit_returned: z.number().int().nullable(),
  deductions: z.array(z.object({ amount: z.number().int(), reason: z.string() })),
  /** Personal details erased (12 months after move-out, spec decision 26). */
  erased: z.boolean(),
  reminders_off: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Resident = z.infer<typeof ResidentSchema>;

/** GET /api/residents/{id}: the resident with the register's history of them, newest first. */
export const ResidentDetailSchema = ResidentSchema.extend({
  history: z.array(ResidentHistorySchema),
});
export type ResidentDetail = z.infer<typeof ResidentDetailSchema>;

/** POST /api/residents/{id}/reveal-cnic: the CNIC unmasked (the reveal is recorded). */
export const RevealedCnicSchema = z.object({ cnic: z.string() });
/** One bed of the bed map (spec decision 24). */
export const BedSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  state: z.enum(BED_STATES),
  /** The resident in it (occupied or on notice). */
  resident: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  /** The reservation holding it (reserved). */
  reservation: z.object({ id: z.uuid(), student_name: z.string(), move_in: z.string() }).nullable(),
  /** On notice: the date it is free from. */
  free_from: z.string().nullable(),
  marked_taken: z.boolean(),
});
export type Bed = z.infer<typeof BedSchema>;

/** GET /api/enhanced-hostels/{id}/beds: every room with its beds, in the rooms' order. */
export const RoomBedsSchema = z.object({
  room_id: z.uuid(),
  room_title: z.string().nullable(),
  room_type: z.string(),
  floor_number: z.number().int().nullable(),
  max_occupancy: z.number().int(),
  /** Beds in use (derived, spec decision 24). */
  current_occupancy: z.number().int(),
  price_per_month: z.number().int(),
  beds: z.array(BedSchema),
});
export type RoomBeds = z.infer<typeof RoomBedsSchema>;

/** GET /api/users/me/stays: a student's stays in hostels' registers. */
export const StaySchema = z.object({
  id: z.uuid(),
  hostel: z.object({ id: z.uuid(), hostel_name: z.string() }),
  room: z
    .object({ id: z.uuid(), room_title: z.string().nullable(), room_type: z.string() })
    .nullable(),
  bed_label: z.string().nullable(),
  status: z.enum(RESIDENT_STATUSES),
  move_in_date: z.string(),
  leaving_date: z.string().nullable(),
  moved_out_on: z.string().nullable(),
  monthly_rent: z.number().int(),
  mess_charge: z.number().int(),
  takes_mess: z.boolean(),
});
export type Stay = z.infer<typeof StaySchema>;
