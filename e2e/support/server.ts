import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

/** A running production build of Hostelhub over a fresh embedded database with demo data. */
export interface RunningServer {
  baseUrl: string;
  /** The process's DATA_DIR (embedded database, uploads, generated secret). */
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
  /**
   * Ends the process with `signal` (SIGTERM: its own clean shutdown; SIGKILL: none at all) and
   * waits until it has exited. Its data stays, for `restart()`.
   */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Starts the process again on the same port, DATA_DIR and settings (ending a running one
   * with SIGTERM first) and waits until /api/health answers.
   */
  restart(): Promise<void>;
  /** The running process's id (undefined once it has exited). */
  pid(): number | undefined;
}

/** What `startServer` may be told besides settings. */
export interface StartServerOptions {
  /** Run over this DATA_DIR, kept on `stop()` (default: a fresh one, removed on `stop()`). */
  dataDir?: string;
  /**
   * The server file to run (default apps/api/dist/server.js). The web benchmark runs a copy
   * of the build, so a rebuild during its minutes of measuring cannot change what it measures.
   */
  serverEntry?: string;
}

/**
 * Where the run's seeded DATA_DIR is (e2e/global-setup.ts makes it once: a server started over
 * a fresh directory, migrated and seeded with the demo data, then stopped). A fresh server
 * starts over a copy of it instead of migrating and seeding again, unless its settings could
 * seed differently (SEED_DEMO other than true, or a DATABASE_URL of its own).
 */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';

function seededCopyFits(env: NodeJS.ProcessEnv): boolean {
  return (env.SEED_DEMO === undefined || env.SEED_DEMO === 'true') && !env.DATABASE_URL;
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * Starts `node apps/api/dist/server.js` (what `npm start` runs after building) with its own
 * DATA_DIR and port (plus any `env` settings, e.g. SMTP_URL), and waits until /api/health
 * answers. Needs `npm run build` first.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'hostelhub-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (!options.dataDir && seeded && seededCopyFits(env)) {
    cpSync(seeded, dataDir, { recursive: true });
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess;

  const launch = async (): Promise<void> => {
    const current = spawn(process.execPath, [options.serverEntry ?? SERVER_ENTRY], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    current.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    current.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const deadline = Date.now() + 120_000;
    for (;;) {
      if (current.exitCode !== null || current.signalCode !== null) {
        throw new Error(`server exited with ${current.exitCode ?? current.signalCode}:\n${output}`);
      }
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const kill = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<void> => {
    const current = child;
    if (current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill(signal);
    await exited;
  };

  await launch();

  return {
    baseUrl,
    dataDir,
    output: () => output,
    async stop() {
      await kill('SIGTERM');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill,
    async restart() {
      await kill('SIGTERM');
      await launch();
    },
    pid: () => (child.exitCode === null && child.signalCode === null ? child.pid : undefined),
  };
}
