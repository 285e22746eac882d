import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 41 item 6: the real server entry (src/server.ts) keeps DATA_DIR private whatever the
 * umask it is started with: DATA_DIR 0700, every directory in it 0700 and every file 0600,
 * the embedded database's files (PGlite creates them 0666) and the photos included, and files
 * an older version left readable are fixed at start.
 */

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
// The child migrates a new embedded database through tsx on a busy machine.
const START_DEADLINE_MS = 90_000;

const scratch = mkdtempSync(path.join(tmpdir(), 'hostelhub-private-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every entry under `root` (itself included) whose permission bits are not private. */
function publicEntries(root: string): string[] {
  const modeOf = (target: string) => statSync(target).mode & 0o777;
  const found = modeOf(root) === 0o700 ? [] : [`${root} ${modeOf(root).toString(8)}`];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const target = path.join(entry.parentPath, entry.name);
    const expected = entry.isDirectory() ? 0o700 : 0o600;
    if (modeOf(target) !== expected) found.push(`${target} ${modeOf(target).toString(8)}`);
  }
  return found;
}

/**
 * Starts the server on DATA_DIR `dataDir` and resolves once it says it is running, with the
 * entries that are not private at that moment; then stops it.
 */
function publicEntriesOnceRunning(dataDir: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${output}`));
    }, START_DEADLINE_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Hostelhub is running')) return;
      clearTimeout(timer);
      const found = publicEntries(dataDir);
      child.once('exit', () => resolve(found));
      child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!output.includes('Hostelhub is running')) {
        reject(new Error(`the server exited with ${code}:\n${output}`));
      }
    });
  });
}

describe('DATA_DIR at start-up (issue 41 item 6)', { timeout: 120_000 }, () => {
  it('should make DATA_DIR, the database files and the photos private under a umask of 000', async () => {
    const dataDir = path.join(scratch, 'data');
    // What an older version (or a copy with cp -r) left: a readable folder and photo.
    mkdirSync(path.join(dataDir, 'uploads', 'hostels'), { recursive: true, mode: 0o777 });
    const photo = path.join(dataDir, 'uploads', 'hostels', 'front.webp');
    writeFileSync(photo, 'photo');
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'uploads'), 0o777);
    chmodSync(photo, 0o666);

    const umask = process.umask(0o000);
    let found: string[];
    try {
      found = await publicEntriesOnceRunning(dataDir);
    } finally {
      process.umask(umask);
    }
    expect(found).toEqual([]);
    // The embedded database really is there (about 1,000 files), so the check meant something.
    expect(readdirSync(path.join(dataDir, 'db'), { recursive: true }).length).toBeGreaterThan(500);
  });
});
