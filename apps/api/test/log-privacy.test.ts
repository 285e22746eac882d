import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { maskAddress, redactText, redactUrl } from '../src/lib/log-redaction.ts';
import type { Settings } from '../src/settings.ts';
import { createUser } from './factories/hostels.ts';
import { signIn } from './factories/sessions.ts';
import { createTestDatabase, createTestSettings } from './helpers.ts';

/**
 * Issue 21 item 6: the logs hold no secrets and no personal data. A person signs up, verifies,
 * resets the password through the mailed link (the file outbox, whose log line printed each
 * mail's first link), and an admin searches users by that email; then the captured log is
 * searched for the email, the tokens, the passwords and the address.
 */

const EMAIL = 'zainab.private@example.pk';
const PASSWORD = 'Lahore@2026';
const NEW_PASSWORD = 'Karachi@2027';
const CLIENT_ADDRESS = '203.0.113.57';

let app: FastifyInstance;
let database: Database;
let settings: Settings;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  settings = createTestSettings({ LOG_LEVEL: 'info', TRUST_PROXY: 'true' });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ settings, database, logger: true, logStream });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': CLIENT_ADDRESS } });

/** The first link of the newest mail to `to` in DATA_DIR/outbox, waiting up to 10 s for it. */
async function linkMailedTo(to: string, seen: Set<string>): Promise<URL> {
  const outbox = path.join(settings.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml') && !seen.has(name)).sort()) {
      const email = await PostalMime.parse(await readFile(path.join(outbox, file)));
      if (!email.to?.some((recipient) => recipient.address === to)) continue;
      seen.add(file);
      const link = /https?:\/\/\S+/.exec(email.text ?? '')?.[0];
      if (link) return new URL(link);
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('logs without secrets or personal data', () => {
  it('should keep emails, tokens, passwords and addresses out of the log through sign-up and a password reset', async () => {
    const seen = new Set<string>();
    const registered = await post('/api/auth/register', {
      fullName: 'Zainab Ali',
      email: EMAIL,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'student',
      gender: 'female',
      agreeToTerms: true,
    });
    expect(registered.statusCode).toBe(201);
    const verifyToken = (await linkMailedTo(EMAIL, seen)).searchParams.get('token') ?? '';
    expect(verifyToken).not.toBe('');
    expect((await post('/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(200);

    expect((await post('/api/auth/forgot-password', { email: EMAIL })).statusCode).toBe(200);
    const resetLink = await linkMailedTo(EMAIL, seen);
    const resetToken = new URLSearchParams(resetLink.hash.slice(1)).get('access_token') ?? '';
    expect(resetToken).not.toBe('');
    const reset = await post('/api/auth/reset-password', {
      access_token: resetToken,
      new_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    const login = await post('/api/auth/login', { email: EMAIL, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);

    // Query strings with an email and a token: an admin's user search, a stray verify link.
    const admin = await createUser(database.db, { role: 'admin', ownerApprovalStatus: null });
    const search = await app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(EMAIL)}&page=1`,
      headers: { authorization: await signIn(database.db, settings.jwtSecret, admin) },
    });
    expect(search.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/api/nothing-here?token=${resetToken}&page=2` });

    const log = logLines.join('');
    // The requests were logged at all (a silent logger would pass every check below).
    expect(log).toContain('/api/auth/forgot-password');
    expect(log).toContain('/api/admin/users?search=[redacted]&page=1');
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), verifyToken, resetToken]) {
      expect(log).not.toContain(secret);
    }
    for (const secret of [PASSWORD, NEW_PASSWORD, login.json().data.tokens.accessToken]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(CLIENT_ADDRESS);
    expect(log).toContain('203.0.113.0');
  });
});

describe('redaction helpers', () => {
  it('should keep browse filters and paging in a logged URL and redact every other query value', () => {
    expect(redactUrl('/api/enhanced-hostels?city=Lahore&page=2&search=near%20me')).toBe(
      '/api/enhanced-hostels?city=Lahore&page=2&search=[redacted]',
    );
    expect(redactUrl('/api/auth/google/callback?code=abc&state=xyz')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('should mask emails, phones, CNICs, tokens and query parameters in error text but keep record ids', () => {
    const id = '3f1c2b7e-9a0d-4c1e-8f2a-5b6c7d8e9f01';
    const text = redactText(
      `Failed query: insert into users values ($1)\nparams: ali@example.pk,secret\n` +
        `user ${id} at +923001234567 link http://x.pk/r?token=Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTAxMjM0NTY` +
        ` cnic 35202-1234567-1 or 3520212345671`,
    );
    expect(text).not.toContain('1234567-1');
    expect(text).not.toContain('3520212345671');
    expect(text).not.toContain('ali@example.pk');
    expect(text).not.toContain('+923001234567');
    expect(text).not.toContain('Zm9vYmFy');
    expect(text).toContain(id);
    expect(text).toContain('params: [redacted]');
  });

  it('should cut addresses to their network', () => {
    expect(maskAddress('203.0.113.57')).toBe('203.0.113.0');
    expect(maskAddress('::ffff:10.1.2.3')).toBe('10.1.2.0');
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
  });
});
