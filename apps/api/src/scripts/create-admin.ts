import { EmailSchema, NewPasswordSchema } from '@hostelhub/shared';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../db/prepare.ts';
import { hashPassword } from '../lib/passwords.ts';
import { makeTreePrivate, usePrivateUmask } from '../db/private-files.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { loadSettingsOrExit } from '../settings.ts';

/**
 * `npm run create-admin -- --email admin@example.pk --name "Full Name"`: creates a verified
 * administrator (product decision 3). Asks for the password twice without echoing it; with
 * standard input not a terminal, reads it from the first line instead.
 */
const USAGE = 'Usage: npm run create-admin -- --email EMAIL --name "FULL NAME" [--phone PHONE]';

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const pending = rl.question(prompt);
  muted = true;
  const answer = await pending;
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } },
  });
  const email = EmailSchema.safeParse(values.email ?? '');
  const name = (values.name ?? '').trim();
  if (!email.success || name.length < 2) {
    console.error(email.success ? 'Full name must be at least 2 characters' : USAGE);
    return 2;
  }
  const password = await readPassword('Password: ');
  const strength = NewPasswordSchema.safeParse(password);
  if (!strength.success) {
    console.error(strength.error.issues[0]?.message ?? 'Password does not meet requirements');
    return 2;
  }
  if (process.stdin.isTTY && (await readPassword('Repeat password: ')) !== password) {
    console.error("Passwords don't match");
    return 2;
  }

  // Issue 41 item 6: the embedded database's files stay private (PGlite makes them 0666).
  usePrivateUmask();
  const settings = loadSettingsOrExit();
  const { database } = await prepareDatabase(settings);
  try {
    const repository = createAuthRepository(database.db);
    const user = await repository.insertUser({
      email: email.data,
      fullName: name,
      role: 'admin',
      phone: values.phone?.trim() || null,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    });
    if (!user) {
      console.error(`An account with ${email.data} already exists.`);
      return 1;
    }
    console.log(`Administrator ${user.email} created. Sign in at /admin/login.`);
    return 0;
  } finally {
    await database.close();
    await makeTreePrivate(settings.dataDir);
  }
}

process.exitCode = await main();
