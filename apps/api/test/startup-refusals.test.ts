import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 21 items 3 and 7: the real server entry (src/server.ts, run as `npm start` runs the
 * build) refuses bad settings at once: exit code 1 and one sentence on stderr naming the
 * setting, no stack trace, no hang. Nothing here listens on a port.
 */

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
// Generous: the child loads the whole app through tsx on a busy machine. Without the checks
// DATA_DIR=/proc/... never exits at all.
const EXIT_DEADLINE_MS = 25_000;

const scratch = mkdtempSync(path.join(tmpdir(), 'hostelhub-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Starts the server with only `env` (and PATH) and waits for it to exit; kills it after the deadline. */
function startServer(env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, EXIT_DEADLINE_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

function expectOneLineRefusal(exit: Exit, pattern: RegExp): void {
  expect(exit.timedOut, 'the server was still running after the deadline').toBe(false);
  expect(exit.code, exit.stderr).toBe(1);
  const lines = exit.stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines, exit.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Invalid settings: /);
  expect(lines[0]).toMatch(pattern);
  expect(exit.stderr).not.toMatch(/\n\s+at /);
  expect(exit.stdout).not.toContain('Hostelhub is running');
}

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  RESIDENT_DATA_KEY: randomBytes(32).toString('base64url'),
  SMTP_URL: 'smtp://127.0.0.1:1',
  SMS_WEBHOOK_URL: 'http://127.0.0.1:1/sms',
};

describe('server start-up with bad settings', { timeout: 60_000 }, () => {
  it('should exit 1 with one sentence when DATA_DIR is a file', async () => {
    const file = path.join(scratch, 'data-is-a-file');
    writeFileSync(file, 'x');
    expectOneLineRefusal(
      await startServer({ DATA_DIR: file }),
      /DATA_DIR: .*data-is-a-file is a file, not a directory/,
    );
  });

  it('should exit 1 with one sentence, not hang, when DATA_DIR cannot be written (/proc)', async () => {
    expectOneLineRefusal(
      await startServer({ ...PRODUCTION, DATA_DIR: '/proc/hostelhub-data' }),
      /DATA_DIR: cannot create \/proc\/hostelhub-data/,
    );
  });

  it('should refuse a production JWT_SECRET of one repeated character', async () => {
    expectOneLineRefusal(
      await startServer({ ...PRODUCTION, DATA_DIR: scratch, JWT_SECRET: 'x'.repeat(48) }),
      /JWT_SECRET: too predictable/,
    );
  });

  it('should refuse to start in production without RESIDENT_DATA_KEY (issue 44 item 5)', async () => {
    expectOneLineRefusal(
      await startServer({ ...PRODUCTION, DATA_DIR: scratch, RESIDENT_DATA_KEY: '' }),
      /RESIDENT_DATA_KEY: required in production/,
    );
  });

  it('should refuse to start in production without SMTP_URL unless FILE_OUTBOX=true', async () => {
    expectOneLineRefusal(
      await startServer({ ...PRODUCTION, DATA_DIR: scratch, SMTP_URL: '' }),
      /SMTP_URL: required in production \(or FILE_OUTBOX=true/,
    );
  });
});
