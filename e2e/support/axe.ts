import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The two themes every page is checked in (localStorage 'theme', read before first paint). */
export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/** Impacts that fail the accessibility journey (issue 11: no serious or critical violation). */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** One failing node of one axe rule, with where it was seen. */
export interface AxeFinding {
  /** The journey's name for the page or state (e.g. 'hostel detail dialog'). */
  page: string;
  theme: Theme;
  /** axe rule id, e.g. 'color-contrast'. */
  rule: string;
  /** 'minor' | 'moderate' | 'serious' | 'critical'. */
  impact: string;
  /** The node's CSS selector path (frames and shadow roots joined by ' >> '). */
  target: string;
  /** axe's summary of what to fix on that node (first line only). */
  summary: string;
}

/**
 * A browser context whose theme follows the system setting ('system' is saved before any
 * script runs, so head-scripts/theme-init.js and the app read the colour scheme). Motion is reduced
 * so no element is scanned mid-fade. `storageState` carries a signed-in session over.
 */
export async function systemThemeContext(
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
    storageState,
  });
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('theme', 'system');
    } catch {
      // Storage blocked on this origin (about:blank): nothing to theme there.
    }
  });
  return context;
}

/**
 * Switches the page to a theme without reloading it (an open dialog stays open): emulates the
 * system colour scheme, which the app follows while the choice is 'system', and waits until
 * the root element has (or has not) the `dark` class.
 */
export async function applySystemTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
  // Colour transitions (transition-colors) finish a frame or two later, even with reduced
  // motion: scan only once they have.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * The rules a theme can change. The dark theme differs from the light one only in colours (the
 * `dark:` utilities set colours alone), so on the same page state the other rules give the same
 * answer in both themes.
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe (every rule of axe-core 4.10 but the experimental ones, or only `rules`) on the page
 * as it is now and returns every violating node. `exclude` lists selectors of third-party nodes
 * we do not render (each caller says why).
 */
export async function scanPage(
  page: Page,
  where: { page: string; theme: Theme },
  exclude: readonly string[] = [],
  rules?: readonly string[],
): Promise<AxeFinding[]> {
  // Legacy mode runs axe in the page itself: no blank page per scan (there are no frames).
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules) builder = builder.withRules([...rules]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      page: where.page,
      theme: where.theme,
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' '),
      summary: (node.failureSummary ?? violation.help).split('\n').slice(0, 2).join(' ').trim(),
    })),
  );
}

/** Only the findings that fail the journey. */
export function blocking(findings: readonly AxeFinding[]): AxeFinding[] {
  return findings.filter((finding) => BLOCKING_IMPACTS.includes(finding.impact));
}

/** One line per finding: `[impact] rule on page (theme): target: summary`. */
export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `[${finding.impact}] ${finding.rule} on ${finding.page} (${finding.theme}): ${finding.target}: ${finding.summary}`,
    )
    .join('\n');
}
