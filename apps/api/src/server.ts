import { buildApp } from './app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './db/seed/seed-demo.ts';
import { prepareDatabase } from './db/prepare.ts';
import { runAsBackgroundWork } from './db/background-work.ts';
import { createShutdown } from './lib/graceful-shutdown.ts';
import { makeTreePrivate, usePrivateUmask } from './db/private-files.ts';
import { isDatabaseUnavailable } from './plugins/error-handler.ts';
import { loadSettingsOrExit } from './settings.ts';

/**
 * Starts Hostelhub: validates settings, migrates and seeds the database, serves the API and
 * the web app on one port, and prints the URL and (with demo data) the demo accounts. DATA_DIR
 * is kept private (issue 41 item 6): the process umask is 077 before any file is made, and
 * DATA_DIR is made 0700 with every file in it 0600 before and after the database opens
 * (PGlite creates its files 0666 whatever the umask).
 */
async function main(): Promise<void> {
  usePrivateUmask();
  const settings = loadSettingsOrExit();
  await keepDataDirPrivate(settings.dataDir);

  let database;
  try {
    ({ database } = await prepareDatabase(settings));
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // One clear line instead of a stack; the supervisor (systemd, Docker) starts it again.
      const host = settings.databaseUrl ? new URL(settings.databaseUrl).host : 'PGlite';
      console.error(
        `Cannot reach the database at ${host} (${describeError(error)}). Start PostgreSQL or fix DATABASE_URL; exiting.`,
      );
      process.exit(1);
    }
    throw error;
  }
  const demo = settings.seedDemo
    ? await runAsBackgroundWork(() =>
        seedDemoData(database.db, { uploadsDir: `${settings.dataDir}/uploads` }),
      )
    : null;
  await keepDataDirPrivate(settings.dataDir);
  const app = await buildApp({ settings, database, backgroundJobs: true });

  // Issue 30: drain within SHUTDOWN_TIMEOUT_MS, then exit anyway.
  const shutdown = createShutdown({ app, database, timeoutMs: settings.shutdownTimeoutMs });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal));
  }

  await app.listen({ host: settings.host, port: settings.port });
  const lines = [
    '',
    `  Hostelhub is running at ${settings.publicUrl}`,
    `  API docs: ${settings.publicUrl}/docs`,
    `  Database: ${database.kind === 'postgres' ? 'PostgreSQL server' : `embedded PGlite in ${settings.dataDir}/db`}`,
  ];
  if (demo) {
    lines.push(
      demo.created
        ? `  Demo data seeded: ${demo.hostels} hostels, ${demo.users} users`
        : '  Demo data: already present',
    );
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.label.padEnd(36)} ${account.email}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

// One warning line when some of DATA_DIR could not be made private (another account's files,
// a read-only mount); the server still starts.
async function keepDataDirPrivate(dataDir: string): Promise<void> {
  const refused = await makeTreePrivate(dataDir);
  if (refused.length > 0) {
    console.warn(
      `DATA_DIR: could not make ${refused.length} entries private (first: ${refused[0]}); run Hostelhub as the account that owns ${dataDir}.`,
    );
  }
}

// The driver's code or message, e.g. ECONNREFUSED or 'the database system is starting up'.
function describeError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && !/^\d/.test(code)) return code;
  return error instanceof Error ? error.message : String(error);
}

await main();
