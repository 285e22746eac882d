import { z } from 'zod';
import { PHONE_LABEL_MAX } from '../constants/limits.ts';
import { PHONE_MESSAGES } from '../constants/phone-messages.ts';
import { toLocalMobile } from '../domain/phone-numbers.ts';
import { UuidSchema } from './common.ts';

/**
 * A Pakistani mobile number: 03 and 9 more digits (part 2 section 5); spaces and dashes are
 * ignored and the +92 forms are read too. Parses to the local form '03XXXXXXXXX'.
 */
export const PhoneNumberSchema = z
  .string({ error: PHONE_MESSAGES.invalidNumber })
  .transform((value, context) => {
    const local = toLocalMobile(value);
    if (local) return local;
    context.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalidNumber });
    return z.NEVER;
  });

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

/** Body of POST /phone/send-otp (part 2 section 7). */
export const SendOtpSchema = z.object({ phoneNumber: PhoneNumberSchema, label: PhoneLabelSchema });
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

/** Body of POST /phone/verify-otp (part 2 section 7). */
export const VerifyOtpSchema = z.object({
  phoneNumber: PhoneNumberSchema,
  otp: OtpCodeSchema,
  label: PhoneLabelSchema,
});
export type VerifyOtpInput = z.input<typeof VerifyOtpSchema>;

/**
 * A verified business phone in its API form (part 2 section 3): `phoneNumber` in +92 form,
 * `formattedNumber` for reading ('+92 300 1234567'), `verifiedAt` ISO 8601.
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
