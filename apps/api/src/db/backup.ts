import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { makeTreePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';
import { RESIDENT_DATA_KEY_FILE, residentKeyId } from '../lib/resident-cipher.ts';
import type { Settings } from '../settings.ts';
import { openPglite } from './client.ts';

const run = promisify(execFile);

/** What `backup.json` in a backup directory says about it (issue 30). */
export interface BackupManifest {
  format: 'hostelhub-backup';
  version: 1;
  /** When the backup was taken (ISO 8601). */
  createdAt: string;
  /** The database it holds: the embedded PGlite one or a PostgreSQL server's. */
  database: 'pglite' | 'postgres';
  /** The database file in the directory: PGlite's dumpDataDir tarball or a pg_dump archive. */
  databaseFile: string;
  /** Photo files copied from DATA_DIR/uploads; null when photos live in S3 (not copied). */
  uploadFiles: number | null;
  /** Whether DATA_DIR/jwt-secret (the generated development secret) was copied. */
  jwtSecretFile: boolean;
  /**
   * Whether DATA_DIR/resident-data-key (the generated RESIDENT_DATA_KEY, issue 44 item 5) was
   * copied. False when the key comes from the environment: then keep RESIDENT_DATA_KEY with
   * the backup, or its residents' CNICs cannot be read. Absent in backups older than it.
   */
  residentDataKeyFile?: boolean;
  /** The id (lib/resident-cipher.ts residentKeyId) of the key the residents' data need. */
  residentDataKeyId?: string;
}

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const MANIFEST = 'backup.json';
const PGLITE_FILE = 'pglite-data.tar.gz';
const PG_DUMP_FILE = 'database.dump';
const UPLOADS = 'uploads';
const JWT_SECRET_FILE = 'jwt-secret';

/** The embedded database's directory (what openSettingsDatabase opens). */
const pgliteDir = (settings: Settings) => path.join(settings.dataDir, 'db');

/** How many files are under `dir`, at any depth (0 when it does not exist). */
async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Whether `dir` is missing or holds nothing. */
async function isEmptyDir(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/**
 * `url` without its password, and the password for PGPASSWORD: pg_dump and pg_restore then
 * never show it in the process list.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client program; a failure becomes a BackupError with its own words. */
async function runPgProgram(program: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(program, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupError(
        `${program} was not found: install the PostgreSQL client programs (the server's major version or newer) and put them on PATH.`,
      );
    }
    throw new BackupError(`${program} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/**
 * Backs up everything Hostelhub keeps into the new directory `target` (issue 30):
 * - the database: on a server `pg_dump --format=custom` (taken while it runs, one consistent
 *   snapshot); the embedded one through PGlite's dumpDataDir, which needs the server stopped
 *   (PGlite is one process; BackupError while DATA_DIR/db/postmaster.pid says it is open);
 * - the photos of the local storage (DATA_DIR/uploads), copied after the dump, so every photo
 *   a database row names is there (S3 photos are not copied: keep the bucket's versioning);
 * - DATA_DIR/jwt-secret when the secret was generated there (development and trial servers);
 * - DATA_DIR/resident-data-key when RESIDENT_DATA_KEY was generated there (the CNICs in the
 *   dump are sealed under it: issue 44 item 5), and the key's id in the manifest either way;
 * - `backup.json`, written last: a directory without it is not a finished backup.
 * The directory is 0700 from its creation and every file in it 0600, whatever the umask
 * (issue 41 item 6: it holds password hashes, emails, phones and chats).
 * Throws BackupError when `target` exists and is not empty, or a step fails.
 */
export async function createBackup(settings: Settings, target: string): Promise<BackupManifest> {
  if (!(await isEmptyDir(target))) {
    throw new BackupError(`${target} is not empty: back up into a new directory.`);
  }
  await mkdir(target, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir's mode passes through the umask and leaves an existing empty directory as it was.
  await chmod(target, PRIVATE_DIR_MODE);
  let database: BackupManifest['database'];
  let databaseFile: string;
  if (settings.databaseUrl) {
    database = 'postgres';
    databaseFile = PG_DUMP_FILE;
    const { dbname, env } = connectionOf(settings.databaseUrl);
    await runPgProgram(
      'pg_dump',
      ['--format=custom', `--file=${path.join(target, databaseFile)}`, `--dbname=${dbname}`],
      env,
    );
  } else {
    database = 'pglite';
    databaseFile = PGLITE_FILE;
    const dir = pgliteDir(settings);
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${dir}.`);
    }
    if (existsSync(path.join(dir, 'postmaster.pid'))) {
      throw new BackupError(
        `The embedded database in ${dir} is open (postmaster.pid): stop the server first. If no server runs (it was killed), start and stop it once.`,
      );
    }
    const client = await openPglite(dir);
    try {
      const tarball = await client.dumpDataDir('gzip');
      await writeFile(path.join(target, databaseFile), Buffer.from(await tarball.arrayBuffer()), {
        mode: PRIVATE_FILE_MODE,
      });
    } finally {
      await client.close();
    }
  }

  let uploadFiles: number | null = null;
  if (settings.storage.driver === 'local') {
    const uploads = path.join(settings.dataDir, UPLOADS);
    if (existsSync(uploads)) await cp(uploads, path.join(target, UPLOADS), { recursive: true });
    uploadFiles = await countFiles(path.join(target, UPLOADS));
  }
  const secretFile = path.join(settings.dataDir, JWT_SECRET_FILE);
  const jwtSecretFile = existsSync(secretFile);
  if (jwtSecretFile) await copyFile(secretFile, path.join(target, JWT_SECRET_FILE));
  const keyFile = path.join(settings.dataDir, RESIDENT_DATA_KEY_FILE);
  const residentDataKeyFile = existsSync(keyFile);
  if (residentDataKeyFile) await copyFile(keyFile, path.join(target, RESIDENT_DATA_KEY_FILE));

  const manifest: BackupManifest = {
    format: 'hostelhub-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database,
    databaseFile,
    uploadFiles,
    jwtSecretFile,
    residentDataKeyFile,
    residentDataKeyId: residentKeyId(settings.residentDataKey),
  };
  // pg_dump's file, the copied photos and secret: private before the manifest says it is done.
  await makeTreePrivate(target);
  await writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
  await chmod(path.join(target, MANIFEST), PRIVATE_FILE_MODE);
  return manifest;
}

/** Reads and checks a backup directory's manifest. */
async function readManifest(source: string): Promise<BackupManifest> {
  const file = path.join(source, MANIFEST);
  if (!existsSync(file)) {
    throw new BackupError(`${source} holds no ${MANIFEST}: not a finished Hostelhub backup.`);
  }
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== 'hostelhub-backup' || manifest.version !== 1) {
    throw new BackupError(`${file} is not a Hostelhub backup this version can restore.`);
  }
  return manifest as BackupManifest;
}

/** How many tables the server database at `url` has outside the system schemas. */
async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Restores the backup in `source` (made by createBackup) into the database and DATA_DIR the
 * settings name, which must be fresh: an empty PostgreSQL database (`pg_restore` in one
 * transaction, so a failure leaves it empty) or no embedded database in DATA_DIR/db; then the
 * photos into DATA_DIR/uploads (existing files are kept), the generated jwt-secret and the
 * generated resident-data-key (replacing the one a fresh DATA_DIR got on loading settings). The
 * server's next start migrates the restored database forward if the backup is older. Throws
 * BackupError when the backup is not one, its database kind differs from the settings', the
 * target is not empty, or a step fails. DATA_DIR ends 0700 with every file in it 0600,
 * whatever the umask (issue 41 item 6).
 */
export async function restoreBackup(settings: Settings, source: string): Promise<BackupManifest> {
  const manifest = await readManifest(source);
  const expected: BackupManifest['database'] = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== expected) {
    throw new BackupError(
      `This backup holds ${manifest.database === 'postgres' ? 'a PostgreSQL server' : 'the embedded'} database; the settings name ${expected === 'postgres' ? 'a PostgreSQL server (DATABASE_URL)' : 'the embedded one (DATABASE_URL unset)'}.`,
    );
  }
  const databaseFile = path.join(source, manifest.databaseFile);
  if (settings.databaseUrl) {
    if ((await countTables(settings.databaseUrl)) > 0) {
      throw new BackupError('The database in DATABASE_URL is not empty: restore into a new one.');
    }
    const { dbname, env } = connectionOf(settings.databaseUrl);
    await runPgProgram(
      'pg_restore',
      [
        // The target role owns what it restores; no comments (an extension's needs its owner).
        '--no-owner',
        '--no-privileges',
        '--no-comments',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        databaseFile,
      ],
      env,
    );
  } else {
    const dir = pgliteDir(settings);
    if (!(await isEmptyDir(dir))) {
      throw new BackupError(`${dir} already holds a database: restore into a new DATA_DIR.`);
    }
    await mkdir(dir, { recursive: true });
    const tarball = new Blob([await readFile(databaseFile)], { type: 'application/x-gzip' });
    const client = await openPglite(dir, { loadDataDir: tarball });
    await client.close();
  }

  const uploads = path.join(source, UPLOADS);
  if (settings.storage.driver === 'local' && existsSync(uploads)) {
    await cp(uploads, path.join(settings.dataDir, UPLOADS), {
      recursive: true,
      force: false,
      errorOnExist: false,
    });
  }
  // A fresh DATA_DIR got a new generated secret when the settings loaded: the backup's one
  // replaces it, so sessions and two-factor seeds keep working.
  if (manifest.jwtSecretFile) {
    await mkdir(settings.dataDir, { recursive: true });
    await copyFile(
      path.join(source, JWT_SECRET_FILE),
      path.join(settings.dataDir, JWT_SECRET_FILE),
    );
  }
  // The same for the resident data key: without the backup's one its CNICs cannot be read.
  if (manifest.residentDataKeyFile) {
    await mkdir(settings.dataDir, { recursive: true });
    await copyFile(
      path.join(source, RESIDENT_DATA_KEY_FILE),
      path.join(settings.dataDir, RESIDENT_DATA_KEY_FILE),
    );
  }
  await makeTreePrivate(settings.dataDir);
  return manifest;
}
