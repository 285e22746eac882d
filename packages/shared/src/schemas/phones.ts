import { z } from 'zod';
import { PHONE_LABEL_MAX } from '../constants/limits.ts';
import { PHONE_MESSAGES } from '../constants/phone-messages.ts';
import { toE164Phone } from '../domain/phone-numbers.ts';
import { UuidSchema } from './common.ts';

/** Owner phone texts (part 1 section 5), shared with AUTH_MESSAGES. */
const BUSINESS_PHONE_MESSAGES = {
  phoneShort: 'Phone number must be at least 10 digits',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

/**
 * Why `value` is not a Pakistani business number (mobile or landline, any national or
 * international form), as the spec's message: fewer than 10 digits 'Phone number must be at
 * least 10 digits', else 'Please enter a valid phone number'; null when it is one.
 */
export function businessPhoneProblem(value: string): string | null {
  if (value.replace(/\D/g, '').length < 10) return BUSINESS_PHONE_MESSAGES.phoneShort;
  return toE164Phone(value, 'business') ? null : BUSINESS_PHONE_MESSAGES.phoneInvalid;
}

/**
 * An owner's own (business) phone, issue 22 item 4 / decision 17: a Pakistani mobile or
 * landline in any national or international form ('03001234567', '0300 1234567',
 * '0300-1234567', '+92 300 1234567', '042-35761234'). Parses to E.164 ('+923001234567').
 */
export const BusinessPhoneSchema = z
  .string({ error: BUSINESS_PHONE_MESSAGES.phoneShort })
  .trim()
  .transform((value, context) => {
    const problem = businessPhoneProblem(value);
    if (!problem) return toE164Phone(value, 'business') as string;
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });

/**
 * A Pakistani mobile number for SMS verification (part 2 section 5; decision 17): any national
 * or international form ('03001234567', '0300 1234567', '0300-1234567', '+92 300 1234567',
 * '923001234567'). Parses to E.164 ('+923001234567'); else 'Please enter a valid 11-digit
 * Pakistani phone number (03XXXXXXXXX)'.
 */
export const PhoneNumberSchema = z
  .string({ error: PHONE_MESSAGES.invalidNumber })
  .transform((value, context) => {
    const e164 = toE164Phone(value, 'mobile');
    if (e164) return e164;
    context.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalidNumber });
    return z.NEVER;
  });

/** The same as PhoneNumberSchema, by the name of what it accepts. */
export const MobilePhoneSchema = PhoneNumberSchema;

/** A phone's label: trimmed, 'Personal' when blank (part 2 section 5). */
export const PhoneLabelSchema = z
  .string()
  .trim()
  .max(PHONE_LABEL_MAX, { error: `Label must be at most ${PHONE_LABEL_MAX} characters` })
  .optional()
  .transform((value) => (value ? value : 'Personal'));

/** A typed one-time code: digits only, 4 to 6 of them (part 2 section 5). */
export const OtpCodeSchema = z
  .string({ error: PHONE_MESSAGES.otpRequired })
  .trim()
  .regex(/^\d{4,6}$/, { error: PHONE_MESSAGES.otpRequired });

/** Body of POST /phone/send-otp (part 2 section 7). Strict (issue 41 item 9): another key answers 400 naming it. */
export const SendOtpSchema = z.strictObject({
  phoneNumber: PhoneNumberSchema,
  label: PhoneLabelSchema,
});
export type SendOtpInput = z.input<typeof SendOtpSchema>;

/** `data` of POST /phone/send-otp: where the code went and the waits, never the code. */
export const OtpSentSchema = z.object({
  phoneNumber: z.string(),
  formattedNumber: z.string(),
  /** The code stops working after this many seconds. */
  expiresInSeconds: z.number().int(),
  /** A new code can be asked for after this many seconds. */
  resendAfterSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

/** Body of POST /phone/verify-otp (part 2 section 7). Strict (issue 41 item 9): another key answers 400 naming it. */
export const VerifyOtpSchema = z.strictObject({
  phoneNumber: PhoneNumberSchema,
  otp: OtpCodeSchema,
  label: PhoneLabelSchema,
});
export type VerifyOtpInput = z.input<typeof VerifyOtpSchema>;

/**
 * A verified business phone in its API form (part 2 section 3): `phoneNumber` in E.164
 * ('+923001234567'), `formattedNumber` in national format for reading ('0300 1234567'), `verifiedAt` ISO 8601.
 */
export const VerifiedPhoneSchema = z.object({
  id: z.uuid(),
  phoneNumber: z.string(),
  formattedNumber: z.string(),
  label: z.string(),
  isPrimary: z.boolean(),
  verifiedAt: z.iso.datetime({ offset: true }),
  /** The network guessed from the prefix, or null. */
  carrier: z.string().nullable(),
});
export type VerifiedPhone = z.infer<typeof VerifiedPhoneSchema>;

/** `{ id }` of DELETE /phone/{id} and PUT /phone/{id}/primary. */
export const PhoneParamsSchema = z.object({ id: UuidSchema });
