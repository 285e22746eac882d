/// <reference types="node" />
import { MEAL_DAYS, MEALS, ROLES } from '@hostelhub/shared';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web catalogues (issue 24): every `locales/en.json` has a `locales/ur.json` beside it with
 * the same keys and the same ICU placeholders, no Urdu text is left in English (proper names
 * aside), and every key is used by the code of its namespace's folder.
 */

const SRC = path.resolve(import.meta.dirname, '..', '..');

/** Keys built at run time, each family checked against the list it is built from. */
const BUILT_KEYS: Record<string, readonly string[]> = {
  'role.': ROLES,
  'meal.': MEALS,
  'day.': MEAL_DAYS,
};

/** Urdu values that rightly equal their English (proper names, symbols). */
const SAME_IN_BOTH = new Set<string>([]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full);
    return [full];
  });
}

const catalogueDirs = filesUnder(SRC)
  .filter((file) => file.endsWith(path.join('locales', 'en.json')))
  .map((file) => path.dirname(path.dirname(file)));

function read(dir: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dir, 'locales', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** The names inside `{...}` of an ICU message (placeholders, plural and select arguments). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1]!).sort();
}

describe('message catalogues', () => {
  it('should find the catalogues', () => {
    expect(catalogueDirs.length).toBeGreaterThan(0);
  });

  // Urdu loads once per namespace name: of two namespaces with one name only the first got its
  // Urdu, so the Urdu contact page kept an English heading and tab title (issue 40 item 6).
  it('should give every namespace its own name', () => {
    const names = filesUnder(SRC)
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('__tests__'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/defineNamespace\(\s*'([^']+)'/g)])
      .map((match) => match[1]);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  describe.each(catalogueDirs.map((dir) => [path.relative(SRC, dir), dir]))('%s', (_name, dir) => {
    const en = read(dir, 'en');
    const ur = read(dir, 'ur');

    it('should hold the same keys in English and Urdu', () => {
      expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
    });

    it('should keep the same placeholders in both languages', () => {
      for (const [key, english] of Object.entries(en)) {
        expect(placeholders(ur[key] ?? ''), key).toEqual(placeholders(english));
      }
    });

    it('should leave no English text in the Urdu catalogue', () => {
      for (const [key, english] of Object.entries(en)) {
        if (SAME_IN_BOTH.has(english)) continue;
        expect(ur[key], key).not.toBe(english);
        expect(ur[key], key).toMatch(/[\u0600-\u06FF]/);
      }
    });

    it('should use every key in its folder', () => {
      const source = filesUnder(dir)
        .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('__tests__'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      for (const key of Object.keys(en)) {
        const family = Object.keys(BUILT_KEYS).find((prefix) => key.startsWith(prefix));
        if (family) {
          expect(BUILT_KEYS[family], key).toContain(key.slice(family.length));
          continue;
        }
        expect(source.includes(`'${key}'`) || source.includes(`"${key}"`), key).toBe(true);
      }
    });
  });
});
