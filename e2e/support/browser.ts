import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, or the one CHROMIUM_PATH names; null when neither exists. */
export function findChromium(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

/** How to get a browser, printed when the journeys are skipped. */
export const INSTALL_HINT =
  'Install Chromium (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/**
 * Launches headless Chromium. The flags keep it from reaching out to the network at start
 * (this machine has none) and let it run as root in a container.
 */
export async function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A browser context as a 390 px phone sees the app: touch, reduced motion, and the theme left
 * to the system (issues 29 and 30's journeys).
 */
export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  // A script as text: this module is also compiled without the DOM's types (bench/).
  await context.addInitScript("window.localStorage.setItem('theme', 'system')");
  return context;
}
