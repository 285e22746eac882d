import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FACILITIES } from '@hostelhub/shared';
import { SERVER_CATALOGUES } from '@hostelhub/shared/i18n/server';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../src/db/seed/reference/cities.ts';
import { TOWNS } from '../src/db/seed/reference/towns.ts';
import { CITY_NAMES_UR } from '../src/db/seed/reference/urdu/cities.ts';
import { cityNameUr, townNameUr } from '../src/db/seed/reference/urdu/index.ts';
import { OTHER_TOWN_NAMES_UR } from '../src/db/seed/reference/urdu/towns-other.ts';
import { PUNJAB_TOWN_NAMES_UR } from '../src/db/seed/reference/urdu/towns-punjab.ts';
import { UNIVERSITY_NAMES_UR } from '../src/db/seed/reference/urdu/universities.ts';

/**
 * Issue 40 item 4: one Urdu vocabulary. Every Urdu text the product shows (the web's
 * catalogues, the server's answers, emails, SMS and notifications, and the Urdu names of the
 * reference data) is held against docs/urdu-glossary.json; a discouraged form fails the test
 * with where it stands and what to write instead.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface GlossaryEntry {
  english: string;
  discouraged: string;
  whenEnglish?: string;
  use: string;
  why: string;
}

/** One Urdu text: where it stands, the text, and its English (same key) when it has one. */
interface UrduText {
  where: string;
  ur: string;
  en?: string;
}

const GLOSSARY = (
  JSON.parse(readFileSync(path.join(ROOT, 'docs/urdu-glossary.json'), 'utf8')) as {
    entries: GlossaryEntry[];
  }
).entries;

/** Every web catalogue's Urdu, with the English of the same key beside it. */
function webTexts(): UrduText[] {
  const src = path.join(ROOT, 'apps/web/src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(`locales${path.sep}ur.json`),
  );
  expect(files.length).toBeGreaterThan(20);
  return files.flatMap((file) => {
    const ur = JSON.parse(readFileSync(path.join(src, file), 'utf8')) as Record<string, string>;
    const enFile = path.join(src, file.replace(/ur\.json$/, 'en.json'));
    const en = JSON.parse(readFileSync(enFile, 'utf8')) as Record<string, string>;
    return Object.entries(ur).map(([key, text]) => ({
      where: `${file} ${key}`,
      ur: text,
      en: en[key],
    }));
  });
}

/** The server catalogue (answers, emails, SMS, notifications) and its run-time subjects. */
function serverTexts(): UrduText[] {
  const keyed = Object.entries(SERVER_CATALOGUES.ur).map(([key, text]) => ({
    where: `server ${key}`,
    ur: text,
    en: (SERVER_CATALOGUES.en as Record<string, string>)[key],
  }));
  // The field subjects of ur-patterns.ts are not exported: read each Urdu line of the file.
  const patterns = path.join(ROOT, 'packages/shared/src/i18n/server/ur-patterns.ts');
  const lines = readFileSync(patterns, 'utf8')
    .split('\n')
    .map((line, index) => ({ where: `ur-patterns.ts:${index + 1}`, ur: line }))
    .filter(({ ur }) => /[\u0600-\u06FF]/u.test(ur));
  return [...keyed, ...lines];
}

/** The Urdu names of the reference places and vocabularies. */
function referenceTexts(): UrduText[] {
  const maps = { CITY_NAMES_UR, UNIVERSITY_NAMES_UR, PUNJAB_TOWN_NAMES_UR, OTHER_TOWN_NAMES_UR };
  return [
    ...Object.entries(maps).flatMap(([map, names]) =>
      Object.entries(names).map(([name, ur]) => ({ where: `${map} ${name}`, ur })),
    ),
    ...FACILITIES.map((item) => ({ where: `facility ${item.name}`, ur: item.name_ur })),
  ];
}

/** Each text holding a discouraged form, with the glossary's advice. */
function offences(texts: readonly UrduText[]): string[] {
  return GLOSSARY.flatMap((entry) => {
    const form = new RegExp(entry.discouraged, 'u');
    const english = entry.whenEnglish ? new RegExp(entry.whenEnglish, 'i') : undefined;
    return texts
      .filter(({ ur, en }) => form.test(ur) && (!english || (en !== undefined && english.test(en))))
      .map(({ where, ur }) => `${where}: "${ur}" (${entry.english}: use ${entry.use})`);
  });
}

describe('the Urdu glossary', () => {
  it('should compile every discouraged form and give each a use and a reason', () => {
    expect(GLOSSARY.length).toBeGreaterThan(10);
    for (const entry of GLOSSARY) {
      expect(() => new RegExp(entry.discouraged, 'u')).not.toThrow();
      expect(entry.use.trim()).not.toBe('');
      expect(entry.why.trim()).not.toBe('');
    }
  });

  it('should find no discouraged form in the web catalogues', () => {
    expect(offences(webTexts())).toEqual([]);
  });

  it('should find no discouraged form in the server texts, emails and SMS', () => {
    expect(offences(serverTexts())).toEqual([]);
  });

  it('should find no discouraged form in the Urdu reference names', () => {
    expect(offences(referenceTexts())).toEqual([]);
  });

  it('should flag a discouraged form where it stands (the scan is live)', () => {
    expect(
      offences([
        { where: 'a', ur: 'براہ کرم لاگ اِن کریں' },
        { where: 'b', ur: 'تمام ہاسٹلز میں' },
        { where: 'c', ur: 'رپورٹ مسترد کریں', en: 'Dismiss report' },
        { where: 'd', ur: 'ہاسٹل مسترد کریں', en: 'Reject hostel' },
        { where: 'e', ur: 'منظور شدہ ہاسٹلز' },
      ])
        .map((line) => line.split(':')[0])
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('Urdu names of roads named after a city', () => {
  it('should spell the city as its own entry does', () => {
    // Longest first: "Mirpur Khas Road" is named after Mirpur Khas, not Mirpur.
    const cityNames = CITIES.map((city) => city.name)
      .filter((name) => cityNameUr(name))
      .sort((a, b) => b.length - a.length);
    const wrong = TOWNS.flatMap((town) => {
      const ur = townNameUr(town.name);
      const city = cityNames.find((name) => town.name.startsWith(`${name} `));
      if (!ur || !city || ur.startsWith(`${cityNameUr(city)} `)) return [];
      return [`${town.name} (${ur}) does not start with ${cityNameUr(city)}`];
    });
    expect([...new Set(wrong)]).toEqual([]);
  });
});
