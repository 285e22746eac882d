import {
  AppError,
  formatMobileNumber,
  guessCarrier,
  MAX_VERIFIED_PHONES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_MS,
  PHONE_MESSAGES,
  resendWaitMessage,
  toInternationalMobile,
  type Language,
  type OtpSent,
  type VerifiedPhone,
} from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { recipientText } from '../../lib/recipient-text.ts';
import type { SmsSender } from '../../lib/sms.ts';
import type { Actor } from '../../lib/actor.ts';
import type { PhonesRepository, VerifiedPhoneRow } from './phones.repository.ts';

export interface PhonesServiceDeps {
  phones: PhonesRepository;
  sms: SmsSender;
  /** Keys the codes' hashes, so a database copy alone cannot try the million codes offline. */
  otpSecret: string;
  log: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** A verified phone in its API form (part 2 section 3). */
export function toVerifiedPhone(row: VerifiedPhoneRow): VerifiedPhone {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    formattedNumber: formatMobileNumber(row.phoneNumber),
    label: row.label,
    isPrimary: row.isPrimary,
    verifiedAt: row.verifiedAt.toISOString(),
    carrier: guessCarrier(row.phoneNumber),
  };
}

/** The SMS text in `language` (issue 24); the only place the code appears in clear. */
function smsText(code: string, language: Language): string {
  return recipientText(language, 'sms.code', { code });
}

/**
 * Verified business phone numbers (part 2 sections 4, 5, 6, 7 and 9 'Phone'): any signed-in
 * user proves up to 3 numbers by a 6-digit SMS code. Codes come from a cryptographic source,
 * are stored as keyed hashes, last 10 minutes, allow 5 wrong tries, and are sent at most once a
 * minute per number and 5 times an hour per user. Exactly one number is primary when any exist.
 */
export function createPhonesService({
  phones,
  sms,
  otpSecret,
  log,
  now = () => new Date(),
}: PhonesServiceDeps) {
  const hashCode = (otpId: string, code: string) =>
    createHmac('sha256', otpSecret).update(`${otpId}:${code}`).digest();

  async function requireOwn(actor: Actor, id: string): Promise<VerifiedPhoneRow> {
    const row = await phones.findVerified(actor.id, id);
    if (!row) throw new AppError('NOT_FOUND', PHONE_MESSAGES.phoneNotFound);
    return row;
  }

  return {
    /** GET /phone/get-verified: the caller's verified numbers, the primary first. */
    async listVerified(actor: Actor): Promise<VerifiedPhone[]> {
      return (await phones.listVerified(actor.id)).map(toVerifiedPhone);
    },

    /**
     * POST /phone/send-otp: texts a new code to `localNumber` (E.164 from the schema, which
     * reads any form: issue 22 item 4). Throws CONFLICT when the number is verified already
     * or 3 are, RATE_LIMITED within 60 s of the last code for it or past 5 codes in an hour,
     * SERVICE_UNAVAILABLE when the SMS provider fails (the code is then forgotten, so the
     * caller may try again at once). The code's SMS is sent
     * inside the request, not through the outbox, because the person waits for it (decision
     * 008; issue 21 item 4): the sender gives each webhook request 5 s and retries once.
     * The SMS is written in `language`, the caller's preferred_language (issue 24).
     */
    async sendOtp(
      actor: Actor,
      localNumber: string,
      label: string,
      language: Language,
    ): Promise<OtpSent> {
      const phoneNumber = toInternationalMobile(localNumber);
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const sentAt = now();
      const otp = await phones.transaction(actor.id, async (queries) => {
        const verified = await queries.listVerified(actor.id);
        if (verified.some((row) => row.phoneNumber === phoneNumber)) {
          throw new AppError('CONFLICT', PHONE_MESSAGES.alreadyVerified);
        }
        if (verified.length >= MAX_VERIFIED_PHONES) {
          throw new AppError('CONFLICT', PHONE_MESSAGES.limitReached);
        }
        const last = await queries.latestOtp(actor.id, phoneNumber);
        const waited = last ? (sentAt.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
        if (waited < OTP_RESEND_SECONDS) {
          throw new AppError(
            'RATE_LIMITED',
            resendWaitMessage(Math.ceil(OTP_RESEND_SECONDS - waited)),
          );
        }
        const hourAgo = new Date(sentAt.getTime() - 3_600_000);
        if ((await queries.countOtpsSince(actor.id, hourAgo)) >= OTP_MAX_PER_HOUR) {
          throw new AppError('RATE_LIMITED', PHONE_MESSAGES.hourlyLimit);
        }
        // The hash binds the code to its row's id, so equal codes never share a hash.
        const id = randomUUID();
        return queries.insertOtp({
          id,
          userId: actor.id,
          phoneNumber,
          label,
          codeHash: hashCode(id, code).toString('hex'),
          createdAt: sentAt,
          expiresAt: new Date(sentAt.getTime() + OTP_TTL_MS),
        });
      });
      try {
        await sms.send({ to: phoneNumber, text: smsText(code, language) });
      } catch (error) {
        await phones.deleteOtp(otp.id);
        log.warn({ err: error }, 'phone code SMS failed');
        throw new AppError('SERVICE_UNAVAILABLE', PHONE_MESSAGES.smsFailed);
      }
      return {
        phoneNumber,
        formattedNumber: formatMobileNumber(phoneNumber),
        expiresInSeconds: OTP_TTL_MS / 1000,
        resendAfterSeconds: OTP_RESEND_SECONDS,
      };
    },

    /**
     * POST /phone/verify-otp: checks the latest code sent for the number and, when right, adds
     * it to the caller's verified phones (primary when it is the first). Throws INVALID_CODE
     * when no live code exists or the code is wrong, RATE_LIMITED once 5 wrong tries locked it
     * (the fifth wrong try included), CONFLICT past 3 numbers or for a number verified already.
     */
    async verifyOtp(
      actor: Actor,
      localNumber: string,
      code: string,
      label: string,
    ): Promise<VerifiedPhone> {
      const phoneNumber = toInternationalMobile(localNumber);
      const otp = await phones.latestOtp(actor.id, phoneNumber);
      if (!otp || otp.consumedAt || otp.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('INVALID_CODE', PHONE_MESSAGES.codeExpired);
      }
      if (otp.attempts >= OTP_MAX_ATTEMPTS) {
        throw new AppError('RATE_LIMITED', PHONE_MESSAGES.codeLocked);
      }
      const expected = Buffer.from(otp.codeHash, 'hex');
      const given = hashCode(otp.id, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await phones.recordWrongAttempt(otp.id);
        if (attempts >= OTP_MAX_ATTEMPTS) {
          throw new AppError('RATE_LIMITED', PHONE_MESSAGES.codeLocked);
        }
        throw new AppError('INVALID_CODE', PHONE_MESSAGES.wrongCode);
      }
      const row = await phones.transaction(actor.id, async (queries) => {
        if (!(await queries.consumeOtp(otp.id))) {
          throw new AppError('INVALID_CODE', PHONE_MESSAGES.codeExpired);
        }
        const verified = await queries.listVerified(actor.id);
        if (verified.some((item) => item.phoneNumber === phoneNumber)) {
          throw new AppError('CONFLICT', PHONE_MESSAGES.alreadyVerified);
        }
        if (verified.length >= MAX_VERIFIED_PHONES) {
          throw new AppError('CONFLICT', PHONE_MESSAGES.limitReached);
        }
        return queries.insertVerified({
          userId: actor.id,
          phoneNumber,
          label: label || otp.label,
          isPrimary: verified.length === 0,
        });
      });
      return toVerifiedPhone(row);
    },

    /**
     * DELETE /phone/{id}: removes one of the caller's numbers; when it was the primary, the
     * oldest remaining one becomes primary. Throws NOT_FOUND for another user's or an unknown
     * id, CONFLICT while one of the caller's hostels shows it as its contact phone.
     */
    async remove(actor: Actor, id: string): Promise<{ id: string }> {
      await phones.transaction(actor.id, async (queries) => {
        const row = await queries.findVerified(actor.id, id);
        if (!row) throw new AppError('NOT_FOUND', PHONE_MESSAGES.phoneNotFound);
        if ((await queries.countHostelsUsing(actor.id, row.phoneNumber)) > 0) {
          throw new AppError('CONFLICT', PHONE_MESSAGES.inUseByHostels);
        }
        await queries.deleteVerified(actor.id, id);
        if (row.isPrimary) {
          const [next] = await queries.listVerified(actor.id);
          if (next) await queries.setPrimary(actor.id, next.id);
        }
      });
      return { id };
    },

    /** PUT /phone/{id}/primary: makes one of the caller's numbers the only primary one. */
    async makePrimary(actor: Actor, id: string): Promise<VerifiedPhone> {
      await requireOwn(actor, id);
      await phones.transaction(actor.id, (queries) => queries.setPrimary(actor.id, id));
      return toVerifiedPhone(await requireOwn(actor, id));
    },
  };
}

export type PhonesService = ReturnType<typeof createPhonesService>;
