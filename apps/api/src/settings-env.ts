import { isIP } from 'node:net';
import { z } from 'zod';
import { parseResidentKey, RESIDENT_KEY_FORMAT } from './lib/resident-cipher.ts';

/**
 * The environment variables of DESIGN.md 'Settings' as one zod schema (settings.ts turns the
 * parsed result into `Settings`), with the TRUST_PROXY parser.
 */

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ error: `${name} must be a URL` }).optional())
    .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/**
 * A resident data key (issue 44 item 5): its 32 bytes, undefined when unset or blank; any other
 * value is refused with RESIDENT_KEY_FORMAT (the message never repeats the value).
 */
const residentKey = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return undefined;
    const key = parseResidentKey(value);
    if (!key) {
      context.addIssue({ code: 'custom', message: RESIDENT_KEY_FORMAT });
      return z.NEVER;
    }
    return key;
  })
  .optional();

/** A whole number of milliseconds, 0 to one day. */
const milliseconds = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int({ error: `${name} must be a whole number of milliseconds` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(86_400_000, { error: `${name} must be at most 86400000 (a day)` });

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'PORT must be a port number' })
    .int({ error: 'PORT must be a port number' })
    .min(0, { error: 'PORT must be a port number' })
    .max(65535, { error: 'PORT must be a port number' })
    .default(3000),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres://' })
        .optional(),
    )
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  // Issue 44 item 5: encrypts residents' CNICs; the previous key only while rotating.
  RESIDENT_DATA_KEY: residentKey,
  RESIDENT_DATA_KEY_PREVIOUS: residentKey,
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Hostelhub <no-reply@hostelhub.pk>'),
  SMS_WEBHOOK_URL: optionalUrl('SMS_WEBHOOK_URL'),
  // Issue 21 item 5: sent as `Authorization: Bearer <secret>` with every SMS webhook request.
  SMS_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'SMS_WEBHOOK_SECRET must be at least 16 characters' })
    .optional(),
  CONTACT_INBOX_EMAIL: z
    .email({ error: 'CONTACT_INBOX_EMAIL must be an email address' })
    .optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z
    .url({ error: 'GOOGLE_ISSUER must be a URL' })
    .default('https://accounts.google.com'),
  ADMIN_CREATION_KEY: z
    .string()
    .min(16, { error: 'ADMIN_CREATION_KEY must be at least 16 characters' })
    .optional(),
  STORAGE_DRIVER: z
    .enum(['local', 's3'], { error: 'STORAGE_DRIVER must be local or s3' })
    .default('local'),
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: z
    .url({ error: 'GEOCODER_URL must be a URL' })
    .default('https://nominatim.openstreetmap.org'),
  SEED_DEMO: booleanFlag.optional(),
  // Issue 21 item 3: in production mail and SMS go to files only when the operator says so.
  FILE_OUTBOX: booleanFlag.optional(),
  BROWSE_CACHE_SECONDS: z.coerce
    .number({ error: 'BROWSE_CACHE_SECONDS must be a number of seconds' })
    .min(0, { error: 'BROWSE_CACHE_SECONDS must be 0 or more' })
    .max(300, { error: 'BROWSE_CACHE_SECONDS must be at most 300' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Issue 30: Prometheus metrics at /metrics, only for `Authorization: Bearer <METRICS_TOKEN>`.
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional())
    .optional(),
  // Issue 30: statement timeouts on a PostgreSQL server (0 turns one off), and the deadline of
  // a graceful shutdown.
  DB_STATEMENT_TIMEOUT_MS: milliseconds('DB_STATEMENT_TIMEOUT_MS').default(5_000),
  DB_JOB_STATEMENT_TIMEOUT_MS: milliseconds('DB_JOB_STATEMENT_TIMEOUT_MS').default(300_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds('SHUTDOWN_TIMEOUT_MS').default(25_000),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        context.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges (loopback, linklocal, uniquelocal allowed)',
        });
        return z.NEVER;
      }
      return trust;
    }),
});

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: a boolean, a hop count, or a comma-separated
 * list of addresses, CIDR ranges and range names; undefined when the value is none of these.
 */
function parseTrustProxy(value: string): boolean | number | string | undefined {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const isValid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const width = Number(bits);
    return /^\d{1,3}$/.test(bits) && width <= (version === 4 ? 32 : 128);
  });
  return isValid ? entries.join(',') : undefined;
}
