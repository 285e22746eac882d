import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESIDENT_KEY_FORMAT } from './lib/resident-cipher.ts';
import { loadSettings, SettingsError } from './settings.ts';

const base = mkdtempSync(path.join(tmpdir(), 'hostelhub-settings-'));

/** Settings production accepts: a random secret, real mail and SMS. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  RESIDENT_DATA_KEY: randomBytes(32).toString('hex'),
  SMTP_URL: 'smtp://mail.example.pk:587',
  SMS_WEBHOOK_URL: 'https://sms.example.pk/send',
};

/** The one line a SettingsError carries, or undefined when the settings load. */
function refusal(env: NodeJS.ProcessEnv): string | undefined {
  try {
    loadSettings(env, base);
    return undefined;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.message;
  }
}

describe('loadSettings', () => {
  it('should apply the defaults of DESIGN.md', () => {
    const settings = loadSettings({}, base);
    expect(settings.port).toBe(3000);
    expect(settings.dataDir).toBe(path.join(base, 'data'));
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.seedDemo).toBe(true);
    expect(settings.storage).toEqual({ driver: 'local' });
    expect(settings.google).toBeUndefined();
    expect(settings.publicUrl).toBe('http://localhost:3000');
  });

  it('should keep a generated development secret across restarts', () => {
    const first = loadSettings({}, base).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadSettings({}, base).jwtSecret).toBe(first);
  });

  it('should keep a generated resident data key (0600) across restarts, outside production', () => {
    // Issue 44 item 5: generated into DATA_DIR like the development secret.
    const dir = mkdtempSync(path.join(tmpdir(), 'hostelhub-resident-key-'));
    const first = loadSettings({ NODE_ENV: 'test', DATA_DIR: dir }, base);
    expect(first.residentDataKey).toHaveLength(32);
    expect(first.residentDataKeyPrevious).toBeUndefined();
    const file = path.join(dir, 'resident-data-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first.residentDataKey.toString('base64url'));
    const again = loadSettings({ NODE_ENV: 'development', DATA_DIR: dir }, base);
    expect(again.residentDataKey.equals(first.residentDataKey)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith('resident-data-key'))).toEqual([
      'resident-data-key',
    ]);
    // Another DATA_DIR, another key; a key in the environment wins over the file.
    const other = loadSettings({ DATA_DIR: path.join(dir, 'other') }, base);
    expect(other.residentDataKey.equals(first.residentDataKey)).toBe(false);
    const set = randomBytes(32);
    const fromEnv = loadSettings(
      {
        DATA_DIR: dir,
        RESIDENT_DATA_KEY: set.toString('base64'),
        RESIDENT_DATA_KEY_PREVIOUS: first.residentDataKey.toString('hex'),
      },
      base,
    );
    expect(fromEnv.residentDataKey.equals(set)).toBe(true);
    expect(fromEnv.residentDataKeyPrevious?.equals(first.residentDataKey)).toBe(true);
    // A damaged key file is refused, never silently replaced (it would lose every CNIC).
    writeFileSync(file, 'not a key');
    expect(refusal({ DATA_DIR: dir })).toBe(
      `Invalid settings: RESIDENT_DATA_KEY: ${file} ${RESIDENT_KEY_FORMAT}; restore it from a backup or set RESIDENT_DATA_KEY`,
    );
    expect(readFileSync(file, 'utf8')).toBe('not a key');
  });

  it('should require RESIDENT_DATA_KEY in production and refuse a malformed key in one line', () => {
    expect(refusal({ ...PRODUCTION, RESIDENT_DATA_KEY: undefined })).toBe(
      'Invalid settings: RESIDENT_DATA_KEY: required in production (32 random bytes: `openssl rand -base64 32`; keep it with the backups)',
    );
    expect(refusal({ ...PRODUCTION, RESIDENT_DATA_KEY: ' ' })).toMatch(
      /RESIDENT_DATA_KEY: required in production/,
    );
    const production = loadSettings(PRODUCTION, base);
    expect(production.residentDataKey.toString('hex')).toBe(PRODUCTION.RESIDENT_DATA_KEY);
    for (const bad of [
      'changeme',
      randomBytes(16).toString('hex'),
      randomBytes(48).toString('base64'),
    ]) {
      for (const name of ['RESIDENT_DATA_KEY', 'RESIDENT_DATA_KEY_PREVIOUS']) {
        const line = refusal({ ...PRODUCTION, [name]: bad });
        expect(line, `${name}=${bad}`).toBe(`Invalid settings: ${name}: ${RESIDENT_KEY_FORMAT}`);
        expect(line).not.toContain(bad);
      }
    }
  });

  it('should refuse a bad value with a message naming it', () => {
    expect(() => loadSettings({ PORT: 'eighty' }, base)).toThrow(SettingsError);
    expect(() => loadSettings({ PORT: 'eighty' }, base)).toThrow(/PORT/);
    expect(() => loadSettings({ DATABASE_URL: 'mysql://x' }, base)).toThrow(/DATABASE_URL/);
    expect(() => loadSettings({ STORAGE_DRIVER: 'ftp' }, base)).toThrow(/STORAGE_DRIVER/);
    expect(() => loadSettings({ SEED_DEMO: 'maybe' }, base)).toThrow(/SEED_DEMO/);
  });

  it('should require a JWT secret in production and no demo data by default', () => {
    expect(() => loadSettings({ ...PRODUCTION, JWT_SECRET: undefined }, base)).toThrow(
      /JWT_SECRET/,
    );
    const settings = loadSettings({ ...PRODUCTION, DATABASE_URL: 'postgres://db/app' }, base);
    expect(settings.seedDemo).toBe(false);
    expect(settings.databaseUrl).toBe('postgres://db/app');
  });

  it('should believe X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadSettings({}, base).trustProxy).toBe('loopback');
    expect(loadSettings({ TRUST_PROXY: 'false' }, base).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'true' }, base).trustProxy).toBe(true);
    expect(loadSettings({ TRUST_PROXY: '1' }, base).trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: ' 10.0.0.0/8, loopback ,::1 ' }, base).trustProxy).toBe(
      '10.0.0.0/8,loopback,::1',
    );
    for (const bad of ['yes please', '10.0.0.0/33', '10.0.0', 'fe80::/129', '10.0.0.1/8/2']) {
      expect(() => loadSettings({ TRUST_PROXY: bad }, base), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('should require the matching settings of Google sign-in and S3 storage', () => {
    expect(() => loadSettings({ GOOGLE_CLIENT_ID: 'id' }, base)).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadSettings({ STORAGE_DRIVER: 's3' }, base)).toThrow(/S3_BUCKET/);
  });

  it('should refuse to send mail or SMS to files in production unless FILE_OUTBOX=true', () => {
    // Issue 21 item 3: never a silent file outbox in production; the line names the setting.
    expect(refusal({ ...PRODUCTION, SMTP_URL: undefined })).toMatch(
      /^Invalid settings: SMTP_URL: required in production \(or FILE_OUTBOX=true/,
    );
    expect(refusal({ ...PRODUCTION, SMS_WEBHOOK_URL: '' })).toMatch(
      /SMS_WEBHOOK_URL: required in production \(or FILE_OUTBOX=true/,
    );
    expect(loadSettings(PRODUCTION, base).fileOutbox).toBe(false);
    const files = { ...PRODUCTION, SMTP_URL: undefined, SMS_WEBHOOK_URL: undefined };
    expect(loadSettings({ ...files, FILE_OUTBOX: 'true' }, base).fileOutbox).toBe(true);
    expect(refusal({ ...files, FILE_OUTBOX: 'false' })).toMatch(/SMTP_URL.*SMS_WEBHOOK_URL/);
    expect(refusal({ ...PRODUCTION, FILE_OUTBOX: 'sometimes' })).toMatch(/FILE_OUTBOX/);
    // Outside production the file outbox stays the default, as before.
    expect(loadSettings({}, base).fileOutbox).toBe(true);
    expect(refusal({ FILE_OUTBOX: 'false' })).toMatch(/SMTP_URL/);
  });

  it('should refuse a production JWT_SECRET that is easy to guess, naming it in one line', () => {
    // Issue 21 item 7.
    const weak = [
      'x'.repeat(40),
      ' '.repeat(40),
      'ab'.repeat(20),
      'password'.repeat(4),
      `${'a'.repeat(38)}bc`,
      `${randomBytes(32).toString('hex')} `,
      `${randomBytes(16).toString('hex')}\n${randomBytes(16).toString('hex')}`,
    ];
    for (const secret of weak) {
      const line = refusal({ ...PRODUCTION, JWT_SECRET: secret });
      expect(line, JSON.stringify(secret)).toMatch(/^Invalid settings: JWT_SECRET: /);
      expect(line).not.toContain('\n');
    }
    // Random secrets of every usual shape pass, and development keeps any 32+ characters.
    for (let run = 0; run < 200; run += 1) {
      for (const secret of [
        randomBytes(16).toString('hex'),
        randomBytes(24).toString('base64'),
        randomBytes(48).toString('base64url'),
      ]) {
        expect(refusal({ ...PRODUCTION, JWT_SECRET: secret }), secret).toBeUndefined();
      }
    }
    expect(refusal({ JWT_SECRET: 'x'.repeat(40) })).toBeUndefined();
  });

  it('should refuse a production JWT_SECRET that is a placeholder, naming it in one line', () => {
    // Issue 41 item 11: values copied from an example env file.
    const placeholders = [
      'changeme-changeme-changeme-changeme',
      'your-secret-here-at-least-32-characters',
      'YOUR_SECRET_HERE_0123456789abcdefXYZ',
      'example-jwt-key-4f9a1c77d2e84b0e9c3a',
      'placeholder-value-7Kq2LmZ9xR4tWv8pNc1',
      `Password1-${randomBytes(16).toString('hex')}`,
      `${randomBytes(12).toString('hex')}-replace-me-please`,
    ];
    for (const secret of placeholders) {
      const line = refusal({ ...PRODUCTION, JWT_SECRET: secret });
      expect(line, secret).toMatch(/^Invalid settings: JWT_SECRET: looks like a placeholder/);
      expect(line).not.toContain('\n');
      expect(line).not.toContain(secret);
    }
    // Development keeps any 32+ characters.
    expect(refusal({ JWT_SECRET: 'changeme-changeme-changeme-changeme' })).toBeUndefined();
  });

  it('should refuse a production PUBLIC_URL that is not https, unless it is a loopback address', () => {
    // Issue 41 item 7: links, canonicals and one-click unsubscribe URLs are built from it.
    for (const url of ['http://hostelhub.pk', 'http://10.0.0.5:3000', 'ftp://hostelhub.pk']) {
      expect(refusal({ ...PRODUCTION, PUBLIC_URL: url }), url).toBe(
        `Invalid settings: PUBLIC_URL: must be an https:// URL in production (${url} is not); links, canonicals and one-click unsubscribe are built from it`,
      );
    }
    for (const url of [
      'https://hostelhub.pk',
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'http://127.12.0.9',
      'http://[::1]:3000',
    ]) {
      expect(refusal({ ...PRODUCTION, PUBLIC_URL: url }), url).toBeUndefined();
    }
    // Unset is http://localhost:PORT (a loopback address); development takes any URL.
    expect(refusal(PRODUCTION)).toBeUndefined();
    expect(refusal({ PUBLIC_URL: 'http://hostelhub.pk' })).toBeUndefined();
  });

  it('should refuse a DATA_DIR that is a file or cannot be written, in one line', () => {
    // Issue 21 item 7: found at start-up, not as a hang or a stack trace later.
    const file = path.join(base, 'not-a-directory');
    writeFileSync(file, 'x');
    expect(refusal({ DATA_DIR: file })).toBe(
      `Invalid settings: DATA_DIR: ${file} is a file, not a directory; point DATA_DIR at a directory Hostelhub can write to`,
    );
    expect(refusal({ DATA_DIR: path.join(file, 'below') })).toMatch(
      /^Invalid settings: DATA_DIR: cannot open .*below \(ENOTDIR\); point DATA_DIR/,
    );
    // Root may write almost anywhere, but not into /proc.
    expect(refusal({ DATA_DIR: '/proc/hostelhub-data' })).toMatch(
      /^Invalid settings: DATA_DIR: cannot (create|write in) \/proc\/hostelhub-data \(E[A-Z]+\)/,
    );
    expect(refusal({ ...PRODUCTION, DATA_DIR: '/proc/self' })).toMatch(/DATA_DIR: cannot write in/);
    // A missing directory is created, as before.
    expect(loadSettings({ DATA_DIR: 'fresh/data' }, base).dataDir).toBe(
      path.join(base, 'fresh/data'),
    );
  });
});
