import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirProblem, publicUrlProblem, secretStrengthProblem } from './settings-checks.ts';
import { EnvSchema } from './settings-env.ts';
import {
  parseResidentKey,
  RESIDENT_DATA_KEY_FILE,
  RESIDENT_KEY_BYTES,
  RESIDENT_KEY_FORMAT,
} from './lib/resident-cipher.ts';

/**
 * Every setting of DESIGN.md 'Settings', read and validated once at start-up. The app refuses
 * to start on a bad value; code takes a `Settings` object and never reads `process.env`.
 */

/** The validated settings the app runs with. Paths are absolute. */
export interface Settings {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL server URL; undefined means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /**
   * The 32-byte key residents' CNICs are encrypted under (RESIDENT_DATA_KEY; issue 44 item 5,
   * lib/resident-cipher.ts). Required in production; elsewhere generated once into
   * `dataDir/resident-data-key` (0600) and kept across restarts, and carried by backups.
   */
  residentDataKey: Buffer;
  /**
   * The key being rotated away from (RESIDENT_DATA_KEY_PREVIOUS): texts sealed under it stay
   * readable until `npm run rotate-resident-key` has re-encrypted them. Undefined when unset.
   */
  residentDataKeyPrevious: Buffer | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  /**
   * Whether mail without SMTP_URL and SMS without SMS_WEBHOOK_URL are written as files in
   * `dataDir/outbox` (issue 21 item 3). FILE_OUTBOX, default on outside production and off in
   * production; loadSettings refuses settings that leave a channel with neither, so a channel
   * without its URL always has this true.
   */
  fileOutbox: boolean;
  /** The shared secret the SMS webhook request carries as a Bearer token (issue 21 item 5). */
  smsWebhookSecret: string | undefined;
  /** The team address new contact messages are emailed to; unset, none are. */
  contactInboxEmail: string | undefined;
  google: { clientId: string; clientSecret: string | undefined; issuer: string } | undefined;
  adminCreationKey: string | undefined;
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      };
  mapTileUrl: string;
  geocoderUrl: string;
  seedDemo: boolean;
  /** How long a public browse answer (approved list, map) is reused, in ms; 0 turns it off. */
  browseCacheTtlMs: number;
  logLevel: string;
  /**
   * Bearer token of GET /metrics (issue 30); undefined: /metrics answers 404.
   */
  metricsToken: string | undefined;
  /**
   * PostgreSQL `statement_timeout` of request queries, in ms (DB_STATEMENT_TIMEOUT_MS, default
   * 5000; 0: none). A query past it is cancelled and the request answers 503 (issue 30). Not
   * applied to the embedded database, which cannot cancel a running statement.
   */
  dbStatementTimeoutMs: number;
  /**
   * The same for migrations, seeding and background jobs (DB_JOB_STATEMENT_TIMEOUT_MS, default
   * 300000, 5 minutes; 0: none).
   */
  dbJobStatementTimeoutMs: number;
  /**
   * How long a shutdown (SIGTERM, SIGINT) may take, in ms (SHUTDOWN_TIMEOUT_MS, default 25000):
   * past it the process exits anyway, with code 1 (issue 30).
   */
  shutdownTimeoutMs: number;
  /**
   * Which proxies' X-Forwarded-For is believed for the client address (rate limits key on it):
   * Fastify's `trustProxy`. Default 'loopback' (a proxy on the same machine); `true` would let
   * any client pick its address and dodge every per-address limit.
   */
  trustProxy: boolean | number | string;
}

/**
 * A setting that is missing or malformed. The message is one line naming every bad variable
 * (issue 21 item 7: the server prints it and exits 1); `problems` holds them one by one.
 */
export class SettingsError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid settings: ${problems.join('; ')}`);
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

/**
 * Reads settings from an environment (default `process.env`). Relative `DATA_DIR` resolves
 * against `baseDir` (where npm was started, so `npm start` keeps data in ./data at the repo
 * root). Throws SettingsError listing every bad value; in production also a guessable
 * JWT_SECRET, a missing RESIDENT_DATA_KEY, a PUBLIC_URL that is not https (loopback excepted: issue 41 item 7) and missing
 * mail or SMS settings without FILE_OUTBOX=true. Creates DATA_DIR and
 * checks it can be written when something will be written there (issue 21 items 3 and 7).
 */
export function loadSettings(
  env: NodeJS.ProcessEnv = process.env,
  baseDir: string = env.INIT_CWD ?? process.cwd(),
): Settings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  const isProduction = values.NODE_ENV === 'production';
  const dataDir = path.resolve(baseDir, values.DATA_DIR);

  if (isProduction && !values.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  if (isProduction && !values.RESIDENT_DATA_KEY) {
    problems.push(
      'RESIDENT_DATA_KEY: required in production (32 random bytes: `openssl rand -base64 32`; keep it with the backups)',
    );
  }
  const weakSecret =
    isProduction && values.JWT_SECRET ? secretStrengthProblem(values.JWT_SECRET) : undefined;
  if (weakSecret) problems.push(weakSecret);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const insecureUrl = isProduction ? publicUrlProblem(publicUrl) : undefined;
  if (insecureUrl) problems.push(insecureUrl);
  const fileOutbox = values.FILE_OUTBOX ?? !isProduction;
  if (!fileOutbox && !values.SMTP_URL) {
    problems.push(
      'SMTP_URL: required in production (or FILE_OUTBOX=true to write mail as files in DATA_DIR/outbox)',
    );
  }
  if (!fileOutbox && !values.SMS_WEBHOOK_URL) {
    problems.push(
      'SMS_WEBHOOK_URL: required in production (or FILE_OUTBOX=true to write SMS as files in DATA_DIR/outbox)',
    );
  }
  if (values.GOOGLE_CLIENT_ID && !values.GOOGLE_CLIENT_SECRET) {
    problems.push('GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  }
  if (values.STORAGE_DRIVER === 's3' && !values.S3_BUCKET) {
    problems.push('S3_BUCKET: required when STORAGE_DRIVER is s3');
  }
  if (problems.length > 0) throw new SettingsError(problems);
  // Only when something will be written there: a deployment with a PostgreSQL server, S3,
  // SMTP, an SMS webhook and its own secret may run on a read-only file system.
  const writesDataDir =
    !values.DATABASE_URL ||
    values.STORAGE_DRIVER === 'local' ||
    !values.JWT_SECRET ||
    !values.RESIDENT_DATA_KEY ||
    !values.SMTP_URL ||
    !values.SMS_WEBHOOK_URL;
  const badDataDir = writesDataDir ? dataDirProblem(dataDir) : undefined;
  if (badDataDir) throw new SettingsError([badDataDir]);

  return {
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET ?? developmentSecret(dataDir),
    residentDataKey: values.RESIDENT_DATA_KEY ?? developmentResidentKey(dataDir),
    residentDataKeyPrevious: values.RESIDENT_DATA_KEY_PREVIOUS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    smsWebhookUrl: values.SMS_WEBHOOK_URL,
    fileOutbox,
    smsWebhookSecret: values.SMS_WEBHOOK_SECRET,
    contactInboxEmail: values.CONTACT_INBOX_EMAIL,
    google: values.GOOGLE_CLIENT_ID
      ? {
          clientId: values.GOOGLE_CLIENT_ID,
          clientSecret: values.GOOGLE_CLIENT_SECRET,
          issuer: values.GOOGLE_ISSUER,
        }
      : undefined,
    adminCreationKey: values.ADMIN_CREATION_KEY,
    storage:
      values.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: values.S3_ENDPOINT,
            region: values.S3_REGION,
            bucket: values.S3_BUCKET ?? '',
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          }
        : { driver: 'local' },
    mapTileUrl: values.MAP_TILE_URL,
    geocoderUrl: values.GEOCODER_URL.replace(/\/$/, ''),
    seedDemo: values.SEED_DEMO ?? !isProduction,
    // Tests write rows and read them back at once, so they opt in explicitly.
    browseCacheTtlMs: (values.BROWSE_CACHE_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 5)) * 1000,
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
    dbStatementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS,
    dbJobStatementTimeoutMs: values.DB_JOB_STATEMENT_TIMEOUT_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    trustProxy: values.TRUST_PROXY,
  };
}

/**
 * loadSettings for a process entry (the server, `db:migrate`, `create-admin`): on bad settings
 * prints the SettingsError's one line to stderr and exits 1, never a stack trace (issue 21
 * item 7). Any other error is thrown on.
 */
export function loadSettingsOrExit(env: NodeJS.ProcessEnv = process.env): Settings {
  try {
    return loadSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// Outside production a secret is generated once and kept in DATA_DIR, so sessions survive
// restarts without anyone having to configure one.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Outside production without RESIDENT_DATA_KEY, the key is generated once into
 * DATA_DIR/resident-data-key (base64url, 0600) and read back on every start: losing it loses
 * every CNIC it sealed, so an unreadable file is refused, never replaced. The file appears
 * whole or not at all (written aside, then hard-linked into place), so two processes starting
 * on one DATA_DIR end up with the same key.
 */
function developmentResidentKey(dataDir: string): Buffer {
  const file = path.join(dataDir, RESIDENT_DATA_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(RESIDENT_KEY_BYTES).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const key = parseResidentKey(readFileSync(file, 'utf8'));
  if (!key) {
    throw new SettingsError([
      `RESIDENT_DATA_KEY: ${file} ${RESIDENT_KEY_FORMAT}; restore it from a backup or set RESIDENT_DATA_KEY`,
    ]);
  }
  return key;
}
