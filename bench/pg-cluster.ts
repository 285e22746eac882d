/**
 * A throwaway PostgreSQL cluster the faults benchmark may stop and start: `initdb` into a temp
 * directory, its own port on 127.0.0.1 and its own socket directory, trust authentication for
 * user postgres. Never the shared server. The binaries come from BENCH_PG_BIN, else
 * /usr/lib/postgresql/15/bin, else `pg_config --bindir`. initdb refuses to run as root, so as
 * root every command runs as the `postgres` system user (runuser), which owns the directory.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server.ts';

export interface OwnCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server: 'fast' (sessions ended, a clean checkpoint) or 'immediate' (a crash). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** The server's log so far. */
  log(): string;
  /** Stops it if running and removes every file. */
  destroy(): Promise<void>;
}

function binDir(): string {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  if (existsSync('/usr/lib/postgresql/15/bin/initdb')) return '/usr/lib/postgresql/15/bin';
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

/** Runs a PostgreSQL program (as user postgres when we are root); rejects on a non-zero exit. */
function run(program: string, args: string[]): Promise<string> {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(program)} exited with ${code}:\n${output}`));
    });
  });
}

/** Creates and starts a new cluster; see the file comment. */
export async function startOwnCluster(): Promise<OwnCluster> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), 'hostelhub-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const port = await freePort();
  await run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);

  let running = false;
  const start = async () => {
    await run(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  await start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      if (running) await stop('immediate').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
