#!/usr/bin/env node
// Production smoke (issue 21 item 2): proves the built tree runs with production dependencies
// only, on this machine's Node and on Node 24 (the active LTS).
//
//   node scripts/production-smoke.mjs            # builds first when apps/*/dist is missing
//   node scripts/production-smoke.mjs --build    # always builds first
//
// Copies what a deployment needs (root and workspace package files, the lock file, the built
// apps/api/dist and apps/web/dist, apps/api/scripts) to a temporary directory, runs
// `npm ci --omit=dev --workspace @hostelhub/api` there, then for each Node version, with
// NODE_ENV=production, a random JWT_SECRET, a fresh DATA_DIR (embedded database) and
// FILE_OUTBOX=true: `npm run db:migrate`, `npm run create-admin` (password on standard input),
// starts apps/api/dist/server.js on a free port and expects 200 from /api/health,
// GET /api/enhanced-hostels and /, then a clean SIGTERM stop; also that production without
// SMTP_URL and FILE_OUTBOX refuses to start. Node 24 comes from the npm package node@24 through
// `npm exec`, outside the workspace. Prints each check; exits 1 on the first failure.
// SMOKE_NODE_MAJORS=24,22 picks the extra versions (default 24); SMOKE_KEEP=1 keeps the copy.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXTRA_MAJORS = (process.env.SMOKE_NODE_MAJORS ?? '24').split(',').filter(Boolean);
const START_DEADLINE_MS = 120_000;
const ADMIN_EMAIL = 'smoke.admin@hostelhub.pk';
const ADMIN_PASSWORD = `Smoke-${randomBytes(6).toString('hex')}-Pass1`;

const checks = [];
function pass(what) {
  checks.push(what);
  console.log(`  ok  ${what}`);
}
class SmokeFailure extends Error {}
function fail(what, detail = '') {
  throw new SmokeFailure(`FAILED  ${what}${detail ? `\n${detail.trimEnd()}` : ''}`);
}

/** Runs a command to completion; fails the smoke on a non-zero exit. */
function run(what, command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error) fail(what, result.error.message);
  if (result.status !== (options.expectStatus ?? 0)) {
    fail(what, `exit ${result.status ?? result.signal}\n${output}`);
  }
  return output;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

function build() {
  const missing = [
    'apps/api/dist/server.js',
    'apps/web/dist/index.html',
    'apps/web/dist-ssr/entry-server.js',
  ].filter((file) => !existsSync(path.join(ROOT, file)));
  if (!process.argv.includes('--build') && missing.length === 0) {
    pass('using the existing build (apps/api/dist, apps/web/dist)');
    return;
  }
  console.log('== build');
  run('npm run build', 'npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  pass('npm run build');
}

/** The deployment copy: package files and lock, the built apps, the API's script runner. */
function copyDeployment(target) {
  const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    if (existsSync(path.join(ROOT, file))) cpSync(path.join(ROOT, file), path.join(target, file));
  }
  for (const workspace of rootPackage.workspaces) {
    mkdirSync(path.join(target, workspace), { recursive: true });
    cpSync(
      path.join(ROOT, workspace, 'package.json'),
      path.join(target, workspace, 'package.json'),
    );
  }
  for (const dir of ['apps/api/dist', 'apps/api/scripts', 'apps/web/dist', 'apps/web/dist-ssr']) {
    cpSync(path.join(ROOT, dir), path.join(target, dir), { recursive: true });
  }
  pass(`copied the deployment to ${target}`);
}

function installProductionDependencies(target) {
  // The API's dependencies only: the web app's are compiled into apps/web/dist and dist-ssr.
  console.log('== npm ci --omit=dev --workspace @hostelhub/api');
  const args = ['ci', '--omit=dev', '--workspace', '@hostelhub/api', '--no-audit', '--no-fund'];
  run('npm ci --omit=dev', 'npm', args, {
    cwd: target,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const devOnly of ['tsx', 'vitest', 'esbuild', 'drizzle-kit']) {
    if (existsSync(path.join(target, 'node_modules', devOnly))) {
      fail(`production install leaves out devDependencies (${devOnly} is installed)`);
    }
  }
  pass('npm ci --omit=dev installed production dependencies only (no tsx, vitest, esbuild)');
}

/** The Node binary of major version `major` from the npm package node@major, outside the workspace. */
function nodeBinary(major) {
  const output = run(
    `npm exec --package=node@${major}`,
    'npm',
    ['exec', '--yes', `--package=node@${major}`, '--', 'node', '-p', 'process.execPath'],
    { cwd: tmpdir() },
  );
  // npm may add warnings on stderr: the binary is the line that is an existing absolute path.
  const binary = output
    .split('\n')
    .map((line) => line.trim())
    .find((line) => path.isAbsolute(line) && existsSync(line));
  if (!binary) fail(`npm exec --package=node@${major} gave a Node binary`, output);
  return binary;
}

async function smoke(target, node) {
  const version = run(`${node} --version`, node, ['--version']).trim();
  console.log(`== Node ${version} (${node})`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-smoke-data-'));
  const port = await freePort();
  const env = {
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    RESIDENT_DATA_KEY: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    FILE_OUTBOX: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  const pathNode = run('node on PATH', 'node', ['--version'], { cwd: target, env }).trim();
  if (pathNode !== version) fail(`npm scripts run ${version}`, `node on PATH is ${pathNode}`);

  const withoutFileOutbox = { ...env };
  delete withoutFileOutbox.FILE_OUTBOX;
  const refused = run(
    'production without SMTP_URL or FILE_OUTBOX refuses to start',
    node,
    ['apps/api/dist/server.js'],
    { cwd: target, env: withoutFileOutbox, expectStatus: 1, timeout: 60_000 },
  );
  if (!/SMTP_URL: required in production/.test(refused) || /\n\s+at /.test(refused)) {
    fail('production without SMTP_URL or FILE_OUTBOX refuses to start, naming SMTP_URL', refused);
  }
  pass(`${version}: production without SMTP_URL or FILE_OUTBOX exits 1 naming SMTP_URL`);

  const migrated = run('npm run db:migrate', 'npm', ['run', 'db:migrate'], { cwd: target, env });
  if (!/Migrated the embedded database/.test(migrated)) fail('npm run db:migrate', migrated);
  pass(`${version}: npm run db:migrate on a fresh embedded database`);

  const created = run(
    'npm run create-admin',
    'npm',
    ['run', 'create-admin', '--', '--email', ADMIN_EMAIL, '--name', 'Smoke Admin'],
    { cwd: target, env, input: `${ADMIN_PASSWORD}\n` },
  );
  if (!created.includes(`Administrator ${ADMIN_EMAIL} created`)) {
    fail('npm run create-admin', created);
  }
  pass(`${version}: npm run create-admin (password on standard input)`);

  let output = '';
  const server = spawn(node, ['apps/api/dist/server.js'], { cwd: target, env });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  let exitCode;
  const exited = new Promise((resolve) =>
    server.on('exit', (code, signal) => resolve((exitCode = code ?? signal))),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    const started = Date.now();
    let health = { status: 0, body: '' };
    while (Date.now() - started < START_DEADLINE_MS && exitCode === undefined) {
      health = await get(`${base}/api/health`);
      if (health.status === 200) break;
      await sleep(250);
    }
    if (health.status !== 200) {
      fail(`${version}: GET /api/health answers 200`, `last: ${health.status}\n${output}`);
    }
    pass(`${version}: server started (${Date.now() - started} ms); GET /api/health 200`);
    for (const [route, expected] of [
      ['/api/enhanced-hostels', '"success":true'],
      // Issue 25: public pages come rendered from the page server (apps/web/dist-ssr).
      ['/', '<div id="root"><div'],
      ['/hostels', '>Find Hostels</h1>'],
    ]) {
      const answer = await get(`${base}${route}`);
      if (answer.status !== 200 || !answer.body.includes(expected)) {
        fail(
          `${version}: GET ${route} answers 200`,
          `${answer.status} ${answer.body.slice(0, 300)}`,
        );
      }
      pass(`${version}: GET ${route} 200`);
    }
  } finally {
    server.kill('SIGTERM');
    const stopped = await Promise.race([exited, sleep(30_000).then(() => 'timeout')]);
    if (stopped === 'timeout') server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (stopped !== 0 && !process.exitCode) {
      // Reported after the checks above, which are the more telling failure.
      console.error(`FAILED  ${version}: SIGTERM stops the server with exit 0 (got ${stopped})`);
      process.exitCode = 1;
    }
  }
  if (!process.exitCode) pass(`${version}: SIGTERM stopped the server cleanly`);
}

const target = mkdtempSync(path.join(tmpdir(), 'hostelhub-production-'));
try {
  console.log('Hostelhub production smoke');
  build();
  copyDeployment(target);
  installProductionDependencies(target);
  await smoke(target, process.execPath);
  for (const major of EXTRA_MAJORS) await smoke(target, nodeBinary(major));
  if (process.exitCode) throw new SmokeFailure('the server did not stop cleanly');
  console.log(`Production smoke passed: ${checks.length} checks.`);
} catch (error) {
  console.error(error instanceof SmokeFailure ? error.message : error);
  console.error('Production smoke FAILED.');
  process.exitCode = 1;
} finally {
  if (process.env.SMOKE_KEEP) console.log(`kept ${target}`);
  else rmSync(target, { recursive: true, force: true });
}
