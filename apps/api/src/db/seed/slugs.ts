/**
 * Slugs of cities and universities (issue 25): the name in a page address, /hostels/in/lahore.
 * No slug library is installed and the rule is product logic, so it lives here; migration 0015
 * applies the same rule in SQL to the rows it backfills.
 */

/**
 * `text` as a slug: lower case ASCII letters and digits, words joined by '-'. Accents go
 * ('Muzaffarābād' → 'muzaffarabad'), apostrophes are dropped inside a word ("Women's" →
 * 'womens'), and every other run of punctuation or spaces becomes one '-', never at either end
 * ('University of Engineering and Technology, Lahore' →
 * 'university-of-engineering-and-technology-lahore'). '' when nothing Latin is left.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug for `name` that `isTaken` refuses not: the name's own slug, else with `suffix`'s slug
 * after it (a city's province, a university's city: 'university-of-lahore-punjab'), else that
 * with -2, -3, ... A name with no Latin letters or digits starts from `fallback` ('city').
 * Migration 0015 gives duplicates among the rows it backfills the same sequence.
 */
export function uniqueSlug(
  name: string,
  suffix: string | null,
  isTaken: (slug: string) => boolean,
  fallback: string,
): string {
  const base = slugify(name) || fallback;
  if (!isTaken(base)) return base;
  const suffixSlug = slugify(suffix ?? '');
  const withSuffix = suffixSlug ? `${base}-${suffixSlug}` : base;
  if (!isTaken(withSuffix)) return withSuffix;
  for (let n = 2; ; n += 1) {
    const candidate = `${withSuffix}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
