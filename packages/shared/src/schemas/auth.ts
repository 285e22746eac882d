import { z } from 'zod';
import { AUTH_MESSAGES } from '../constants/auth-messages.ts';
import { OWNER_APPROVAL_STATUSES, ROLES } from '../constants/hostels.ts';
import { toE164Phone } from '../domain/phone-numbers.ts';
import { LanguageSchema, whenObject } from './common.ts';
import { BusinessPhoneSchema, businessPhoneProblem } from './phones.ts';

/**
 * Account schemas (spec part 1 section 5 'Validation rules', section 7 'Authentication').
 * Each field carries the spec's message; the web forms and the API validate with these same
 * objects (product decision 1).
 */

export { AUTH_MESSAGES };

/** An email address, trimmed and lower-cased. */
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: AUTH_MESSAGES.invalidEmail })
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

/** A new password: 8 to 128 characters with an upper-case letter, a lower-case letter and a digit. */
export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordShort })
  .min(8, { error: AUTH_MESSAGES.passwordShort })
  .max(128, { error: 'Password must be at most 128 characters' })
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value), {
    error: AUTH_MESSAGES.passwordRules,
  });

/** Reset form password: the same rules, one message per missing rule (part 1 section 5). */
export const ResetPasswordValueSchema = z
  .string({ error: AUTH_MESSAGES.passwordShort })
  .min(8, { error: AUTH_MESSAGES.passwordShort })
  .max(128, { error: 'Password must be at most 128 characters' })
  .regex(/[A-Z]/, { error: AUTH_MESSAGES.passwordUppercase })
  .regex(/[a-z]/, { error: AUTH_MESSAGES.passwordLowercase })
  .regex(/\d/, { error: AUTH_MESSAGES.passwordNumber });

/** The four rules of the live password checklist, in the order the forms show them. */
export const PASSWORD_CHECKLIST = [
  { label: 'At least 8 characters', test: (value: string) => value.length >= 8 },
  { label: 'One uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { label: 'One lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { label: 'One number', test: (value: string) => /\d/.test(value) },
] as const;

/**
 * Owner signup phone (issue 22 item 4, decision 17): a Pakistani mobile or landline in any
 * national or international form, parsed to E.164; 'Phone number must be at least 10 digits'
 * below 10 digits, else 'Please enter a valid phone number'.
 */
export const SignupPhoneSchema = BusinessPhoneSchema;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** '' means not given (part 1 section 3). */
export const ProfileGenderSchema = z.enum(['male', 'female', '']).optional();

// Cross-field checks run as soon as the fields they read are present (zod otherwise skips
// them while any other field is invalid, hiding "Passwords don't match" until the end).
function hasStrings(value: unknown, keys: string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')
  );
}

/**
 * The phone to check: always for owners, else only when one was typed. These checks run on any
 * object, so a phone that is not a string counts as none (its own field reports the type).
 */
function phoneToCheck(value: { role?: string; phone?: string | undefined }): string | null {
  const phone = typeof value.phone === 'string' ? value.phone.trim() : '';
  return value.role === 'owner' || phone !== '' ? phone : null;
}

/** POST /auth/login body. Strict (issue 41 item 9): another key answers 400 naming it. */
export const LoginSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.loginPasswordShort })
    .min(6, { error: AUTH_MESSAGES.loginPasswordShort })
    .max(128, { error: AUTH_MESSAGES.invalidCredentials }),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/**
 * POST /auth/admin/login body: any non-empty password (the check is the server's).
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const AdminLoginSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(128, { error: AUTH_MESSAGES.invalidCredentials }),
});
export type AdminLoginInput = z.infer<typeof AdminLoginSchema>;

/** Fields every new account form has. */
const accountFields = {
  fullName: z
    .string({ error: AUTH_MESSAGES.fullNameShort })
    .trim()
    .min(2, { error: AUTH_MESSAGES.fullNameShort })
    .max(100, { error: 'Full name must be at most 100 characters' }),
  email: EmailSchema,
  password: NewPasswordSchema,
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDontMatch }),
  /** Read in any form; a valid number comes out in E.164, anything else as typed (the checks below refuse it). */
  phone: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? (toE164Phone(value) ?? value) : value)),
};

/** The cross-field checks of a new account: matching passwords and the phone rules. */
function withAccountChecks<
  T extends z.ZodType<{
    password: string;
    confirmPassword: string;
    phone?: string | undefined;
    role?: string;
  }>,
>(schema: T): T {
  return schema
    .refine((value) => value.password === value.confirmPassword, {
      path: ['confirmPassword'],
      error: AUTH_MESSAGES.passwordsDontMatch,
      when: (payload) => hasStrings(payload.value, ['password', 'confirmPassword']),
    })
    .refine(
      (value) => {
        const phone = phoneToCheck(value);
        return phone === null || businessPhoneProblem(phone) !== AUTH_MESSAGES.phoneShort;
      },
      { path: ['phone'], error: AUTH_MESSAGES.phoneShort, ...whenObject },
    )
    .refine(
      (value) => {
        const phone = phoneToCheck(value);
        return phone === null || businessPhoneProblem(phone) !== AUTH_MESSAGES.phoneInvalid;
      },
      { path: ['phone'], error: AUTH_MESSAGES.phoneInvalid, ...whenObject },
    );
}

/**
 * POST /auth/register body, students and owners (part 1 section 5). `role: 'admin'` is refused
 * with 'Invalid role selected'; owners must give a phone. Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const RegisterSchema = withAccountChecks(
  z.strictObject({
    ...accountFields,
    role: z.enum(['student', 'owner'], { error: AUTH_MESSAGES.invalidRole }),
    university: optionalText(150),
    city: optionalText(100),
    gender: ProfileGenderSchema,
    agreeToTerms: z.literal(true, { error: AUTH_MESSAGES.agreeToTerms }),
    /** The language chosen on the sign-up form (issue 24); not sent, the account's is English. */
    preferred_language: LanguageSchema.optional(),
  }),
);
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** POST /auth/admin/create body (product decision 3); the phone is optional. Strict (issue 41 item 9): another key answers 400 naming it. */
export const AdminCreateSchema = withAccountChecks(
  z.strictObject({
    ...accountFields,
    adminKey: z
      .string({ error: AUTH_MESSAGES.adminKeyRequired })
      .min(1, { error: AUTH_MESSAGES.adminKeyRequired })
      .max(256, { error: AUTH_MESSAGES.invalidAdminKey }),
  }),
);
export type AdminCreateInput = z.infer<typeof AdminCreateSchema>;

/** A single-use token from an emailed link. */
export const TokenSchema = z
  .string({ error: AUTH_MESSAGES.verificationFailed })
  .min(16, { error: AUTH_MESSAGES.verificationFailed })
  .max(200, { error: AUTH_MESSAGES.verificationFailed });

/** POST /auth/verify-email body. Strict (issue 41 item 9): another key answers 400 naming it. */
export const VerifyEmailSchema = z.strictObject({ token: TokenSchema });

/** POST /auth/resend-verification body. Strict (issue 41 item 9): another key answers 400 naming it. */
export const EmailOnlySchema = z.strictObject({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequiredForResend })
    .min(1, { error: AUTH_MESSAGES.emailRequiredForResend })
    .pipe(EmailSchema),
});

/** POST /auth/forgot-password body. Strict (issue 41 item 9): another key answers 400 naming it. */
export const ForgotPasswordSchema = z.strictObject({ email: EmailSchema });

/**
 * POST /auth/reset-password body: the token from the link and the new password. `refresh_token`
 * (the specification's) is read and not needed. Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const ResetPasswordSchema = z.strictObject({
  access_token: z
    .string({ error: AUTH_MESSAGES.invalidResetLink })
    .min(16, { error: AUTH_MESSAGES.invalidResetLink })
    .max(200, { error: AUTH_MESSAGES.invalidResetLink }),
  refresh_token: z.string().max(200).optional(),
  new_password: z.string({ error: AUTH_MESSAGES.passwordShort }).max(128),
});

/** POST /auth/change-password body. Strict (issue 41 item 9): another key answers 400 naming it. */
export const ChangePasswordSchema = z.strictObject({
  current_password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(128),
  new_password: NewPasswordSchema,
});

/**
 * PUT /users/profile body. `preferred_language` other than 'en' or 'ur' is refused (issue 24).
 * Strict (issue 41 item 9): another key answers 400 naming it, except `role`, `email` and `id`,
 * which the specification's client sends with the merged profile: declared and ignored (decision
 * 2: only an administrator changes a role; the email is read-only).
 */
export const UpdateProfileSchema = z
  .strictObject({
    full_name: z
      .string({ error: AUTH_MESSAGES.fullNameShort })
      .trim()
      .min(2, { error: AUTH_MESSAGES.fullNameShort })
      .max(100, { error: 'Full name must be at most 100 characters' })
      .optional(),
    /** '' or null clears it; else a Pakistani mobile or landline, stored in E.164 (issue 22 item 4). */
    phone: z
      .string()
      .trim()
      .max(40, { error: AUTH_MESSAGES.phoneInvalid })
      .transform((value, context) => {
        const problem = value === '' ? null : businessPhoneProblem(value);
        if (!problem) return value === '' ? '' : (toE164Phone(value) as string);
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      })
      .nullable()
      .optional(),
    city: z.string().trim().max(100).nullable().optional(),
    university: z.string().trim().max(150).nullable().optional(),
    gender: z.enum(['male', 'female', '']).nullable().optional(),
    /** The language the product speaks to this user: 'en' or 'ur' (issue 24). */
    preferred_language: LanguageSchema.optional(),
    /** Declared and ignored (see above). */
    role: z.unknown().optional(),
    email: z.unknown().optional(),
    id: z.unknown().optional(),
  })
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared and ignored
  .transform(({ role, email, id, ...profile }) => profile);
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

/** The signed-in user's profile, as GET /users/profile and the login response send it. */
export const UserProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  university: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  email_verified: z.boolean(),
  /** Owners only: 'pending' until an administrator approves the account (decision 4). */
  owner_approval_status: z.enum(OWNER_APPROVAL_STATUSES).nullable(),
  has_password: z.boolean(),
  /** The language the product speaks to this user: errors, and later emails and SMS (issue 24). */
  preferred_language: LanguageSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** Login, refresh and Google responses: the user and a short-lived access token. */
export const SessionSchema = z.object({
  user: UserProfileSchema,
  tokens: z.object({
    accessToken: z.string(),
    /** Seconds until the access token expires. */
    expiresIn: z.number().int(),
  }),
});
export type Session = z.infer<typeof SessionSchema>;

/** Registration response (part 1 section 3: id, email, full_name, role). */
export const RegisteredUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(ROLES),
});

/**
 * GET /api/auth/providers response: which external sign-ins this server has configured.
 * `google` is true only with GOOGLE_CLIENT_ID set; the sign-in pages offer "Continue with
 * Google" only then, and nothing while this loads (issue 40 item 9).
 */
export const AuthProvidersSchema = z.object({
  google: z.boolean().describe('Whether "Continue with Google" works on this server'),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
