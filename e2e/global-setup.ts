import type { TestProject } from 'vitest/node';
import { findChromium, INSTALL_HINT } from './support/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | null;
  }
}

/**
 * Finds the browser once for all journeys. Without one the journeys are skipped and the run
 * says so plainly; with E2E_REQUIRED=1 (CI) a missing browser fails the run instead.
 */
export default function setup(project: TestProject): void {
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
}
