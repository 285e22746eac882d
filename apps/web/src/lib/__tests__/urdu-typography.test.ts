import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 40 item 3: Nastaliq is never cut. The web app's stylesheet (src/index.css) is compiled
 * here by Tailwind, as the build compiles it, and each text size of Tailwind's theme (text-xs …
 * text-9xl) and each named leading must have a line height of at least 1.8 under [lang=ur],
 * while English keeps Tailwind's own. The tests' DOM (happy-dom) computes no cascade layers or
 * variables, so the line height is read from the compiled rules: the utility's `line-height`
 * names a variable, and the Urdu rule sets it. The Urdu journey (e2e/journeys/urdu.test.ts)
 * reads the computed values of the built stylesheet in Chromium.
 */
const SRC = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(path.join(SRC, 'index.css'));
const MIN_URDU_LINE_HEIGHT = 1.8;

/** Tailwind's own theme: every text size and named leading it defines. */
const theme = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
const TEXT_SIZES = [...theme.matchAll(/^\s*--text-([a-z0-9]+):/gm)].map((match) => match[1] ?? '');
const LEADINGS = [...theme.matchAll(/^\s*--leading-([a-z]+):/gm)].map((match) => match[1] ?? '');

/** The stylesheet the build makes from index.css, with these utilities in use. */
async function compiledCss(candidates: string[]): Promise<string> {
  const compiler = await compile(readFileSync(path.join(SRC, 'index.css'), 'utf8'), {
    base: SRC,
    loadStylesheet: (id: string) => {
      const file = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id);
      return Promise.resolve({
        path: file,
        base: path.dirname(file),
        content: readFileSync(file, 'utf8'),
      });
    },
  });
  return compiler.build(candidates);
}

/** A line height as written in the stylesheet: a number or `calc(a / b)`; NaN otherwise. */
function ratio(value: string): number {
  const quotient = /^calc\(\s*([\d.]+)\s*\/\s*([\d.]+)\s*\)$/.exec(value.trim());
  return quotient ? Number(quotient[1]) / Number(quotient[2]) : Number(value.trim());
}

/** The declarations of the rule whose selector is exactly `selector` (first one found). */
function declarations(css: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|[}\\s;])${escaped}\\s*\\{([^{}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  return new Map(
    body
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const colon = part.indexOf(':');
        return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()] as [string, string];
      }),
  );
}

/** The variable a utility's line height reads: `var(--tw-leading, var(--x))` → `--x`. */
function lineHeightVariable(rule: Map<string, string>): string | undefined {
  const value = rule.get('line-height') ?? '';
  return /var\((--[a-z0-9-]+)\)\)?$/.exec(value)?.[1];
}

describe('Urdu line heights (issue 40 item 3)', () => {
  let css = '';
  let urdu = new Map<string, string>();
  let english = new Map<string, string>();

  beforeAll(async () => {
    css = await compiledCss([
      ...TEXT_SIZES.map((size) => `text-${size}`),
      ...LEADINGS.map((leading) => `leading-${leading}`),
    ]);
    urdu = declarations(css, ':lang(ur)');
    english = declarations(css, ':root, :host');
  });

  it('should know every text size of the theme', () => {
    expect(TEXT_SIZES).toEqual(expect.arrayContaining(['xs', 'sm', 'base', 'lg', 'xl', '9xl']));
  });

  it.each(TEXT_SIZES)('should give text-%s a line height of at least 1.8 in Urdu', (size) => {
    const variable = lineHeightVariable(declarations(css, `.text-${size}`));
    expect(variable, `text-${size} reads no line-height variable`).toBe(
      `--text-${size}--line-height`,
    );
    expect(ratio(urdu.get(variable ?? '') ?? '')).toBeGreaterThanOrEqual(MIN_URDU_LINE_HEIGHT);
  });

  it.each(LEADINGS)('should give leading-%s at least 1.8 in Urdu', (leading) => {
    const variable = lineHeightVariable(declarations(css, `.leading-${leading}`));
    expect(variable).toBe(`--leading-${leading}`);
    expect(ratio(urdu.get(variable ?? '') ?? '')).toBeGreaterThanOrEqual(MIN_URDU_LINE_HEIGHT);
  });

  it('should leave English line heights as Tailwind sets them', () => {
    expect(ratio(english.get('--text-sm--line-height') ?? '')).toBeCloseTo(1.25 / 0.875);
    expect(ratio(english.get('--text-xs--line-height') ?? '')).toBeCloseTo(1 / 0.75);
    expect(english.get('--leading-snug')).toBe('1.375');
  });
});
