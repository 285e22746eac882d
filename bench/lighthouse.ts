/**
 * Lighthouse budgets (issue 11): performance, accessibility, best practices and SEO of a page,
 * with Lighthouse's default mobile settings (Moto G Power emulation, simulated slow 4G and 4x
 * CPU slowdown), each page run several times and the median of each score reported.
 *
 * Used by bench/web-weight.ts (`npm run bench:web -w @hostelhub/bench`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

/** The flags of e2e/support/browser.ts: no network at start, runs as root in a container. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Scores 0-100 per category (null when Lighthouse could not score it). */
export type Scores = Record<Category, number | null>;

/** One page's outcome: median scores over the runs, and the JavaScript of the median run. */
export interface PageBudget {
  name: string;
  url: string;
  runs: Scores[];
  median: Scores;
  /**
   * Same-origin JavaScript of the median run: files, bytes transferred (as served: Brotli when
   * precompressed, with response headers), and the bodies gzipped at level 6 (bench/web-weight).
   */
  script: { files: number; transferred: number; gzip: number };
  /** Audits of the median run that failed (score below 0.9), with their titles. */
  failing: { id: string; category: Category; title: string; score: number; display?: string }[];
  /**
   * Median of the runs, milliseconds under Lighthouse's simulated slow 4G: largest contentful
   * paint and total blocking time (issue 25 budgets: at most 1,800 and 100).
   */
  metrics: { lcpMs: number; tbtMs: number };
  /** Tile requests of the median run (all fail: the tile server is unreachable on purpose). */
  failedTiles: number;
  /** Where the median run's full report was saved. */
  reportPath: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function scoresOf(lhr: Result): Scores {
  const scores = {} as Scores;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  return scores;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

function networkItems(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return details?.items ?? [];
}

/** Gzipped size of each same-origin script the run loaded, fetched again from the server. */
async function scriptWeight(lhr: Result, origin: string): Promise<PageBudget['script']> {
  const scripts = networkItems(lhr).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(origin),
  );
  let transferred = 0;
  let gzip = 0;
  for (const item of scripts) {
    transferred += item.transferSize ?? 0;
    const response = await fetch(item.url);
    if (!response.ok) throw new Error(`${item.url} answered ${response.status} on a second fetch`);
    const body = Buffer.from(await response.arrayBuffer());
    gzip += gzipSync(body).length;
  }
  return { files: scripts.length, transferred, gzip };
}

/**
 * Runs Lighthouse `runs` times on each page in one headless Chromium and returns the median
 * scores. `tileOrigin` is the map tile server: its (deliberately unreachable) tiles are blocked
 * so their failures are left out of the errors-in-console audit, and counted instead, since a
 * deployment's tile server answers. Saves each page's median run as JSON under `resultsDir`.
 */
export async function runLighthouse(options: {
  chromePath: string;
  pages: { name: string; url: string }[];
  runs: number;
  tileOrigin: string;
  resultsDir: string;
}): Promise<PageBudget[]> {
  mkdirSync(options.resultsDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const config = {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: [...CATEGORIES],
      // The tile server is unreachable on purpose (no request leaves the machine). Blocked
      // through DevTools, its tiles fail as net::ERR_BLOCKED_BY_CLIENT.Inspector, which
      // errors-in-console leaves out by default; any other failed request still counts.
      blockedUrlPatterns: [`${options.tileOrigin}/*`],
    },
  };
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
  const budgets: PageBudget[] = [];
  try {
    for (const page of options.pages) {
      const results: Result[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        // A busy machine sometimes loses the trace (NO_NAVSTART): such a run is retried.
        let outcome: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt += 1) {
          outcome = await lighthouse(page.url, flags, config);
          if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.url}`);
          if (!outcome.lhr.runtimeError) break;
          const message = `${outcome.lhr.runtimeError.code}: ${outcome.lhr.runtimeError.message}`;
          if (attempt >= 3) throw new Error(`Lighthouse failed on ${page.url}: ${message}`);
          console.log(`  ${page.name} run ${run + 1}: ${message}; retrying`);
        }
        results.push(outcome.lhr);
        console.log(
          `  ${page.name} run ${run + 1}/${options.runs}: ${CATEGORIES.map((c) => scoresOf(outcome.lhr)[c]).join(' / ')} (load ${loadavg()[0]!.toFixed(2)})`,
        );
      }
      const runs = results.map(scoresOf);
      const medianScores = {} as Scores;
      for (const category of CATEGORIES) {
        const values = runs.map((r) => r[category]).filter((v): v is number => v !== null);
        medianScores[category] = values.length ? Math.round(median(values)) : null;
      }
      // The run whose performance score is nearest the median stands for the page.
      const representative = results.reduce((best, lhr) =>
        Math.abs((scoresOf(lhr).performance ?? 0) - (medianScores.performance ?? 0)) <
        Math.abs((scoresOf(best).performance ?? 0) - (medianScores.performance ?? 0))
          ? lhr
          : best,
      );
      const reportPath = `${options.resultsDir}/lighthouse-${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`;
      writeFileSync(reportPath, JSON.stringify(representative, null, 1));

      const failing: PageBudget['failing'] = [];
      for (const category of CATEGORIES) {
        for (const ref of representative.categories[category]?.auditRefs ?? []) {
          const audit = representative.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 0.9) continue;
          if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') {
            continue;
          }
          // What moves the score: weighted audits (the metrics, for performance), and the
          // opportunities Lighthouse estimates would save at least 100 ms.
          const savingsMs =
            (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
          if (ref.weight === 0 && savingsMs < 100) continue;
          failing.push({
            id: ref.id,
            category,
            title: audit.title,
            score: audit.score,
            display: audit.displayValue,
          });
        }
      }
      const metric = (id: string) =>
        Math.round(median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0)));
      budgets.push({
        name: page.name,
        url: page.url,
        runs,
        median: medianScores,
        metrics: {
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
        },
        script: await scriptWeight(representative, new URL(page.url).origin),
        failing,
        failedTiles: networkItems(representative).filter((item) =>
          item.url.startsWith(options.tileOrigin),
        ).length,
        reportPath,
      });
    }
  } finally {
    chrome.kill();
  }
  return budgets;
}
