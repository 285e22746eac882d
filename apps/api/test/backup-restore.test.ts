import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BackupError, createBackup, restoreBackup } from '../src/db/backup.ts';
import type { Db } from '../src/db/client.ts';
import { hostels } from '../src/db/schema/index.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createResidentCipher, residentKeyId } from '../src/lib/resident-cipher.ts';
import { loadSettings, type Settings } from '../src/settings.ts';
import { createHostel, createUser } from './factories/hostels.ts';
import { imageForm, png } from './factories/images.ts';
import { signIn } from './factories/sessions.ts';
import { createTestSettings } from './helpers.ts';

/**
 * Issue 30 'Backups that restore': `npm run backup` and `npm run restore` (db/backup.ts) for
 * the embedded database and for a PostgreSQL server. Each test fills a database through the
 * app (a hostel, its owner with a password, an uploaded photo), backs it up, restores it into
 * a fresh database and DATA_DIR, starts the app on that and finds the same hostel, the same
 * owner (who signs in with the same password) and the same photo bytes.
 */

const PASSWORD = 'Backup@Restore2026';
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Original {
  hostelId: string;
  hostelName: string;
  email: string;
  imageUrl: string;
  photo: Buffer;
}

/** Starts the app on the settings' database (migrating it), runs `work`, stops it. */
async function withApp<T>(
  settings: Settings,
  work: (app: FastifyInstance, db: Db) => Promise<T>,
): Promise<T> {
  const { database } = await prepareDatabase(settings);
  const app = await buildApp({ settings, database, logger: false });
  await app.ready();
  try {
    return await work(app, database.db);
  } finally {
    await app.close();
    await database.close();
  }
}

/** A hostel, its owner with a password, and a photo uploaded through the real pipeline. */
async function fillDatabase(settings: Settings): Promise<Original> {
  return withApp(settings, async (app, db) => {
    const owner = await createUser(db, { passwordHash: await hashPassword(PASSWORD) });
    // Pending while its photo goes up (an approved hostel's new photo waits for review),
    // then approved, as an administrator would.
    const hostel = await createHostel(db, {
      ownerId: owner.id,
      name: 'Iqbal Boys Hostel Backup',
      status: 'pending',
    });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/images/hostels/${hostel.id}`,
      headers: { authorization: await signIn(db, settings.jwtSecret, owner) },
      payload: imageForm(await png(), { filename: 'front.png', type: 'image/png' }),
    });
    expect(uploaded.statusCode).toBe(201);
    const imageUrl = uploaded.json<{ data: { image_url: string } }>().data.image_url;
    await db.update(hostels).set({ status: 'approved' }).where(eq(hostels.id, hostel.id));
    const photo = await app.inject({ method: 'GET', url: imageUrl });
    expect(photo.statusCode).toBe(200);
    return {
      hostelId: hostel.id,
      hostelName: hostel.name,
      email: owner.email,
      imageUrl,
      photo: photo.rawPayload,
    };
  });
}

/** The restored app finds the same hostel, owner and photo. */
async function expectSame(settings: Settings, original: Original): Promise<void> {
  await withApp(settings, async (app) => {
    const hostel = await app.inject({
      method: 'GET',
      url: `/api/images/hostels/${original.hostelId}`,
    });
    expect(hostel.statusCode).toBe(200);
    const images = hostel.json<{ data: { image_url: string }[] }>().data;
    expect(images.map((image) => image.image_url)).toEqual([original.imageUrl]);
    const photo = await app.inject({ method: 'GET', url: original.imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(original.photo)).toBe(true);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: original.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const listed = await app.inject({
      method: 'GET',
      url: `/api/enhanced-hostels/${original.hostelId}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(original.hostelName);
  });
}

describe('backup and restore of the embedded database', () => {
  it('should restore hostels, users and photos into a fresh DATA_DIR', async () => {
    const source = createTestSettings();
    cleanups.push(() => rmSync(source.dataDir, { recursive: true, force: true }));
    const original = await fillDatabase(source);

    const backupDir = path.join(scratchDir('hostelhub-backup-'), 'nightly');
    const manifest = await createBackup(source, backupDir);
    expect(manifest).toMatchObject({
      format: 'hostelhub-backup',
      database: 'pglite',
      jwtSecretFile: false,
      // RESIDENT_DATA_KEY comes from the environment here: only its id is recorded.
      residentDataKeyFile: false,
      residentDataKeyId: residentKeyId(source.residentDataKey),
    });
    expect(existsSync(path.join(backupDir, 'resident-data-key'))).toBe(false);
    // The photo and its smaller sizes.
    expect(manifest.uploadFiles).toBeGreaterThanOrEqual(2);
    expect(existsSync(path.join(backupDir, manifest.databaseFile))).toBe(true);
    // Into the same directory again: refused, nothing overwritten.
    await expect(createBackup(source, backupDir)).rejects.toThrow(BackupError);

    const target = createTestSettings();
    cleanups.push(() => rmSync(target.dataDir, { recursive: true, force: true }));
    await restoreBackup(target, backupDir);
    await expectSame(target, original);
    // A second restore over the restored database is refused.
    await expect(restoreBackup(target, backupDir)).rejects.toThrow(/already holds a database/);
  });

  it('should refuse to back up an embedded database a server has open', async () => {
    const settings = createTestSettings();
    cleanups.push(() => rmSync(settings.dataDir, { recursive: true, force: true }));
    const { database } = await prepareDatabase(settings);
    try {
      await expect(
        createBackup(settings, path.join(scratchDir('hostelhub-backup-'), 'open')),
      ).rejects.toThrow(/stop the server first/);
    } finally {
      await database.close();
    }
  });

  it('should carry the generated secret and resident data key, so sessions and CNICs survive the restore', async () => {
    const base = scratchDir('hostelhub-secret-');
    const env = { NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent' } as const;
    const source = loadSettings({ ...env, DATA_DIR: path.join(base, 'a') }, base);
    await withApp(source, () => Promise.resolve());
    const backupDir = path.join(base, 'backup');
    const manifest = await createBackup(source, backupDir);
    expect(manifest).toMatchObject({
      jwtSecretFile: true,
      residentDataKeyFile: true,
      residentDataKeyId: residentKeyId(source.residentDataKey),
    });
    // Issue 44 item 5: a CNIC sealed before the backup (as the residents table keeps it).
    const sealed = createResidentCipher({ key: source.residentDataKey }).encrypt('35202-1234567-1');
    const target = loadSettings({ ...env, DATA_DIR: path.join(base, 'b') }, base);
    expect(target.jwtSecret).not.toBe(source.jwtSecret);
    expect(target.residentDataKey.equals(source.residentDataKey)).toBe(false);
    await restoreBackup(target, backupDir);
    expect(readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8').trim()).toBe(
      source.jwtSecret,
    );
    // The next start reads the restored key, and the CNIC opens.
    const restarted = loadSettings({ ...env, DATA_DIR: path.join(base, 'b') }, base);
    expect(restarted.residentDataKey.equals(source.residentDataKey)).toBe(true);
    expect(createResidentCipher({ key: restarted.residentDataKey }).decrypt(sealed)).toBe(
      '35202-1234567-1',
    );
    expect(statSync(path.join(target.dataDir, 'resident-data-key')).mode & 0o777).toBe(0o600);
  });
});

/** Every entry under `root` (itself included) whose permission bits are not private. */
function publicEntries(root: string): string[] {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  const modeOf = (target: string) => statSync(target).mode & 0o777;
  const found = modeOf(root) === 0o700 ? [] : [`${root} ${modeOf(root).toString(8)}`];
  for (const entry of entries) {
    const target = path.join(entry.parentPath, entry.name);
    const expected = entry.isDirectory() ? 0o700 : 0o600;
    if (modeOf(target) !== expected) found.push(`${target} ${modeOf(target).toString(8)}`);
  }
  return found;
}

// Backs up, opens and restores PGlite several times: minutes on a loaded two-core machine.
describe('backups stay private whatever the umask (issue 41 item 6)', { timeout: 180_000 }, () => {
  it('should write a 0700 backup of 0600 files, and restore into a 0700 DATA_DIR of 0600 files', async () => {
    // RESIDENT_DATA_KEY unset: generated into DATA_DIR, so the backup carries the key file too.
    const source = createTestSettings({ RESIDENT_DATA_KEY: '' });
    cleanups.push(() => rmSync(source.dataDir, { recursive: true, force: true }));
    await fillDatabase(source);
    // The most permissive umask a shell could have: only the code's own modes count.
    const umask = process.umask(0o000);
    try {
      const backupDir = path.join(scratchDir('hostelhub-backup-'), 'nightly');
      const manifest = await createBackup(source, backupDir);
      expect(manifest.uploadFiles).toBeGreaterThanOrEqual(2);
      expect(existsSync(path.join(backupDir, 'pglite-data.tar.gz'))).toBe(true);
      expect(manifest.residentDataKeyFile).toBe(true);
      expect(publicEntries(backupDir)).toEqual([]);

      const target = createTestSettings();
      cleanups.push(() => rmSync(target.dataDir, { recursive: true, force: true }));
      await restoreBackup(target, backupDir);
      expect(existsSync(path.join(target.dataDir, 'uploads'))).toBe(true);
      expect(existsSync(path.join(target.dataDir, 'resident-data-key'))).toBe(true);
      expect(publicEntries(target.dataDir)).toEqual([]);
    } finally {
      process.umask(umask);
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'backup and restore on a PostgreSQL server (skipped without TEST_DATABASE_URL)',
  () => {
    /** A new empty database on the server; dropped after the file. */
    async function emptyDatabase(prefix: string): Promise<string> {
      const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      });
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      return url.toString();
    }

    it('should restore hostels, users and photos into a new database with pg_dump and pg_restore', async () => {
      const source = createTestSettings({ DATABASE_URL: await emptyDatabase('hostelhub_bk_src') });
      cleanups.push(() => rmSync(source.dataDir, { recursive: true, force: true }));
      const original = await fillDatabase(source);

      const backupDir = path.join(scratchDir('hostelhub-backup-'), 'nightly');
      const manifest = await createBackup(source, backupDir);
      expect(manifest).toMatchObject({ database: 'postgres', databaseFile: 'database.dump' });

      const target = createTestSettings({ DATABASE_URL: await emptyDatabase('hostelhub_bk_dst') });
      cleanups.push(() => rmSync(target.dataDir, { recursive: true, force: true }));
      await restoreBackup(target, backupDir);
      await expectSame(target, original);
      // The restored database is no longer empty: a second restore is refused.
      await expect(restoreBackup(target, backupDir)).rejects.toThrow(/not empty/);
      // A server's backup does not go into the embedded database.
      const embedded = createTestSettings();
      cleanups.push(() => rmSync(embedded.dataDir, { recursive: true, force: true }));
      await expect(restoreBackup(embedded, backupDir)).rejects.toThrow(BackupError);
    });
  },
);
