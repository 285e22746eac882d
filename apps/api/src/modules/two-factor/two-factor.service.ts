import { createHmac, randomInt } from 'node:crypto';
import {
  AppError,
  isAuthenticatorCode,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_ACCOUNT_MAX_FAILURES,
  TWO_FACTOR_ACCOUNT_WINDOW_MS,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@hostelhub/shared';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { verifyPassword } from '../../lib/passwords.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { generateOpaqueToken, hashToken } from '../../lib/tokens.ts';
import type { TwoFactorRepository, TwoFactorSecretRow } from './two-factor.repository.ts';

/** The name authenticator apps show beside the account. */
const ISSUER = 'Hostelhub';
/** Codes one step either side of now are accepted: clocks drift and people type slowly. */
const TOTP_WINDOW = 1;
/** Recovery codes: 10 characters without look-alikes (no 0/o, 1/i/l), about 50 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

export interface TwoFactorServiceOptions {
  repository: TwoFactorRepository;
  /** Reads the account the codes belong to: its email labels the key, its hash checks a password. */
  findUser: (
    userId: string,
  ) => Promise<{ id: string; email: string; passwordHash: string | null } | undefined>;
  /** The server secret: seals the TOTP seeds and keys the recovery-code hashes. */
  serverSecret: string;
}

/** Who finished a sign-in challenge, and whether it began at the admin sign-in. */
export interface CompletedChallenge {
  userId: string;
  adminOnly: boolean;
}

/** 'abcdefghjk' → 'abcde-fghjk', the way codes are shown and printed. */
function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1) {
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  }
  return code;
}

/**
 * Two-factor sign-in with a time-based one-time code (RFC 6238, otpauth) and single-use
 * recovery codes (product decision 9). Seeds are stored sealed; recovery codes as keyed
 * hashes; an accepted code's time step is recorded so no code works twice.
 */
export function createTwoFactorService(options: TwoFactorServiceOptions) {
  const { repository } = options;
  const box = createSecretBox(options.serverSecret, 'two-factor-secret');

  const recoveryHash = (userId: string, code: string) =>
    createHmac('sha256', options.serverSecret)
      .update(`two-factor-recovery:${userId}:${code}`)
      .digest('hex');

  function totpFor(secretBase32: string, label: string): TOTP {
    return new TOTP({
      issuer: ISSUER,
      label,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(secretBase32),
    });
  }

  /** True when `code` is a current authenticator code not used before; records its step. */
  async function acceptAuthenticatorCode(row: TwoFactorSecretRow, code: string): Promise<boolean> {
    if (!isAuthenticatorCode(code)) return false;
    const totp = totpFor(box.open(row.secretCiphertext), row.userId);
    const delta = totp.validate({ token: code, window: TOTP_WINDOW });
    if (delta === null) return false;
    return repository.claimStep(row.userId, totp.counter() + delta);
  }

  /** An authenticator code, or else an unused recovery code (which is then spent). */
  async function acceptAnyCode(row: TwoFactorSecretRow, code: string): Promise<boolean> {
    if (isAuthenticatorCode(code)) return acceptAuthenticatorCode(row, code);
    if (code.length !== RECOVERY_CODE_LENGTH) return false;
    return repository.useRecoveryCode(row.userId, recoveryHash(row.userId, code));
  }

  /** Fresh recovery codes: as shown once (with the dash) and as the hashes to store. */
  function freshRecoveryCodes(userId: string) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return {
      shown: codes.map(formatRecoveryCode),
      hashes: codes.map((code) => recoveryHash(userId, code)),
    };
  }

  async function enabledSecret(userId: string): Promise<TwoFactorSecretRow> {
    const row = await repository.findSecret(userId);
    if (!row?.enabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
    return row;
  }

  return {
    /** Whether the user has two-factor sign-in on, and their unused recovery codes. */
    async status(userId: string): Promise<TwoFactorStatus> {
      const row = await repository.findSecret(userId);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        enabled_at: row?.enabledAt?.toISOString() ?? null,
        recovery_codes_remaining: enabled ? await repository.countUnusedRecoveryCodes(userId) : 0,
      };
    },

    /**
     * Starts enrolment: a new random 160-bit secret, its key URI and a QR code of it. Nothing
     * changes at sign-in until `enable` receives a code from it. Throws CONFLICT when on.
     */
    async setup(userId: string): Promise<TwoFactorSetup> {
      const user = await options.findUser(userId);
      if (!user) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.signInAgain);
      const secret = new Secret({ size: 20 }).base32;
      if (!(await repository.savePendingSecret(userId, box.seal(secret)))) {
        throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
      }
      const otpauthUrl = totpFor(secret, user.email).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
      return {
        secret,
        otpauth_url: otpauthUrl,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /**
     * Finishes enrolment with a code from the new secret: turns it on and returns the recovery
     * codes (shown once). Throws CONFLICT (none pending or already on) or INVALID_CODE.
     */
    async enable(userId: string, code: string): Promise<string[]> {
      const row = await repository.findSecret(userId);
      if (!row) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.noPendingSetup);
      if (row.enabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
      if (!(await acceptAuthenticatorCode(row, code))) {
        throw new AppError('INVALID_CODE', TWO_FACTOR_MESSAGES.invalidCode);
      }
      const codes = freshRecoveryCodes(userId);
      await repository.transaction(async (queries) => {
        if (!(await queries.markEnabled(userId))) {
          throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
        }
        await queries.replaceRecoveryCodes(userId, codes.hashes);
      });
      return codes.shown;
    },

    /**
     * Turns two-factor sign-in off, proven by an authenticator or recovery code or by the
     * password. Throws CONFLICT when it is off, FORBIDDEN when the proof is wrong.
     */
    async disable(userId: string, proof: { code?: string; password?: string }): Promise<void> {
      const row = await enabledSecret(userId);
      const user = await options.findUser(userId);
      const byPassword = Boolean(
        proof.password && (await verifyPassword(user?.passwordHash, proof.password)),
      );
      const byCode = !byPassword && Boolean(proof.code && (await acceptAnyCode(row, proof.code)));
      if (!byPassword && !byCode) throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.wrongProof);
      await repository.transaction((queries) => queries.removeAll(userId));
    },

    /** New recovery codes for a current authenticator code; the old ones stop working. */
    async regenerateRecoveryCodes(userId: string, code: string): Promise<string[]> {
      const row = await enabledSecret(userId);
      if (!(await acceptAuthenticatorCode(row, code))) {
        throw new AppError('INVALID_CODE', TWO_FACTOR_MESSAGES.invalidCode);
      }
      const codes = freshRecoveryCodes(userId);
      await repository.transaction((queries) => queries.replaceRecoveryCodes(userId, codes.hashes));
      return codes.shown;
    },

    /**
     * The challenge a sign-in answers for a user with two-factor sign-in on, or null when it
     * is off (the caller then issues the session at once).
     */
    async challengeFor(userId: string, adminOnly: boolean): Promise<TwoFactorChallenge | null> {
      const row = await repository.findSecret(userId);
      if (!row?.enabledAt) return null;
      const token = generateOpaqueToken();
      await repository.pruneChallenges(userId);
      await repository.insertChallenge({
        userId,
        tokenHash: hashToken(token),
        adminOnly,
        expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_SECONDS * 1000),
      });
      return {
        two_factor_required: true,
        challenge_token: token,
        expires_in: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
      };
    },

    /**
     * Finishes a challenge with an authenticator or recovery code; it is then spent. Throws
     * INVALID_SESSION (unknown, used or expired), RATE_LIMITED (the 5 tries are spent, sign in
     * again; or the account had 10 wrong codes in 15 minutes) or INVALID_CODE.
     */
    async completeChallenge(token: string, code: string): Promise<CompletedChallenge> {
      const expired = () => new AppError('INVALID_SESSION', TWO_FACTOR_MESSAGES.challengeExpired);
      const tooMany = () => new AppError('RATE_LIMITED', TWO_FACTOR_MESSAGES.tooManyAttempts);
      const challenge = await repository.countChallengeAttempt(hashToken(token));
      if (!challenge) throw expired();
      if (challenge.attempts > TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS) throw tooMany();
      // This try is already counted, so more than the cap means the cap was reached before it.
      const since = new Date(Date.now() - TWO_FACTOR_ACCOUNT_WINDOW_MS);
      if (
        (await repository.countRecentFailures(challenge.userId, since)) >
        TWO_FACTOR_ACCOUNT_MAX_FAILURES
      ) {
        throw new AppError('RATE_LIMITED', TWO_FACTOR_MESSAGES.accountLocked);
      }
      const row = await repository.findSecret(challenge.userId);
      if (!row?.enabledAt) throw expired();
      if (!(await acceptAnyCode(row, code))) {
        if (challenge.attempts === TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS) throw tooMany();
        throw new AppError('INVALID_CODE', TWO_FACTOR_MESSAGES.invalidCode);
      }
      if (!(await repository.useChallenge(challenge.id))) throw expired();
      return { userId: challenge.userId, adminOnly: challenge.adminOnly };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
