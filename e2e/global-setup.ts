import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium, INSTALL_HINT } from './support/browser.ts';
import { SEEDED_DATA_DIR_ENV, startServer } from './support/server.ts';

const SERVER_BUILD = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | null;
  }
}

/**
 * Finds the browser once for all journeys. Without one the journeys are skipped and the run
 * says so plainly; with E2E_REQUIRED=1 (CI) a missing browser fails the run instead. With one,
 * it migrates and seeds one DATA_DIR for the run, which each journey's fresh server copies
 * (support/server.ts) instead of migrating and seeding its own: about 24 servers a run. Returns
 * the teardown that removes it.
 */
export default async function setup(project: TestProject): Promise<(() => void) | void> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const where = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error(`E2E_REQUIRED=1 but no Chromium at ${where}. ${INSTALL_HINT}`);
    }
    process.stdout.write(
      `\n  Browser journeys SKIPPED: no Chromium found at ${where}.\n  ${INSTALL_HINT}\n\n`,
    );
  }
  project.provide('chromiumPath', chromiumPath);
  if (!chromiumPath || !existsSync(SERVER_BUILD)) return;
  const seeded = mkdtempSync(path.join(tmpdir(), 'hostelhub-e2e-seeded-'));
  const server = await startServer({}, { dataDir: seeded });
  await server.stop();
  process.env[SEEDED_DATA_DIR_ENV] = seeded;
  return () => rmSync(seeded, { recursive: true, force: true });
}
