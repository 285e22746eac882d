import { foldName, type PlaceSuggestion } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/like-pattern.ts';

/**
 * The place suggestions' reads (issue 42 item 6, GET /api/places/suggest): which places a
 * text matches (kept per process for a while: places change rarely) and their hostel counts
 * (read on every call from place_hostel_counts, migration 0027), ranked here. Before, one
 * statement did both and was planned on every keystroke; the counts' statement is a primary
 * key lookup of at most a few hundred ids.
 */

/** How long a text's matching places are kept per process, in milliseconds. */
export const SUGGEST_MEMO_MS = 30_000;

/** Whether a (folded) text holds Arabic-script letters: only then can an Urdu name hold it. */
export const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F]/u;

/**
 * A place a text matches, before its count: `tier` 0 when a name, Urdu name or short name is
 * the text, 1 when one starts with it, 2 when one contains it, 3 when the text nearly spells
 * the name; `sim` how alike (0 to 2); `pending` for an area owners added that is not yet
 * confirmed (suggested only while it has an approved hostel).
 */
export interface SuggestCandidate extends Omit<PlaceSuggestion, 'hostel_count'> {
  tier: number;
  sim: number;
  pending: boolean;
}

/**
 * Universities (with their city), cities and areas whose English name, Urdu name (folded,
 * only for a text in Arabic script) or short name contains `text` (tiers 0 to 2), or, when
 * `misspelt`, that the text nearly spells and none of whose names contains it (tier 3: the
 * `<%` word similarity of pg_trgm, 0.6 by default). Each form lets the names' trigram
 * indexes find the rows. Unordered and unlimited: rankSuggestions orders them.
 */
export function suggestCandidatesStatement(text: string, misspelt: boolean): SQL {
  const folded = foldName(text);
  const urdu = ARABIC_SCRIPT.test(folded);
  const exact = escapeLike(folded);
  const prefix = `${exact}%`;
  const contains = `%${exact}%`;
  const matches = (alias: string, pattern: string, aliases: boolean) => {
    const name = urdu
      ? sql`fold_name(${sql.raw(alias)}.name_ur) like ${pattern}`
      : sql`${sql.raw(alias)}.name ilike ${pattern}`;
    return aliases
      ? sql`(${name} or exists (select 1 from unnest(${sql.raw(alias)}.aliases) a where a ilike ${pattern}))`
      : sql`(${name})`;
  };
  const tier = (alias: string, aliases = false) => sql`case
      when ${matches(alias, exact, aliases)} then 0
      when ${matches(alias, prefix, aliases)} then 1
      when ${matches(alias, contains, aliases)} then 2 else 3 end`;
  const found = (alias: string, aliases = false) =>
    misspelt
      ? sql`(${folded} <% ${sql.raw(alias)}.name and not ${matches(alias, contains, aliases)})`
      : matches(alias, contains, aliases);
  // How alike: the text to the best run of the name's words, then to the whole name.
  const similarity = (alias: string) =>
    sql`(word_similarity(${folded}, ${sql.raw(alias)}.name) + similarity(${folded}, ${sql.raw(alias)}.name))::float8`;
  return sql`select 'university' as kind, u.id, u.slug, u.name, u.name_ur, c.name as city,
        c.name_ur as city_ur, ${tier('u', true)} as tier, ${similarity('u')} as sim,
        false as pending
      from universities u left join cities c on c.id = u.city_id
      where ${found('u', true)}
      union all
      select 'city', c.id, c.slug, c.name, c.name_ur, null, null, ${tier('c')},
        ${similarity('c')}, false
      from cities c where ${found('c')}
      union all
      select 'area', t.id, null, t.name, t.name_ur, c.name, c.name_ur, ${tier('t')},
        ${similarity('t')}, t.status <> 'confirmed'
      from towns t join cities c on c.id = t.city_id
      where ${found('t')}`;
}

/** The approved-hostel counts of places `ids` (a place with none has no row). */
export function placeCountsStatement(ids: readonly string[]): SQL {
  return sql`select place_id as id, hostel_count from place_hostel_counts
    where place_id = any(${sql.param([...ids])}::uuid[])`;
}

/** Names in order as the suggestions show them (the database's order of plain names). */
const byName = new Intl.Collator('en', { sensitivity: 'variant' });

/**
 * The suggestions, best first, at most `limit`: by tier; within the misspellings, the most
 * alike first; then more approved hostels first, then more alike, then by name and kind.
 * A pending area is left out unless it has an approved hostel.
 */
export function rankSuggestions(
  candidates: readonly SuggestCandidate[],
  counts: ReadonlyMap<string, number>,
  limit: number,
): PlaceSuggestion[] {
  const rows = candidates
    .map((row) => ({
      ...row,
      tier: Number(row.tier),
      sim: Number(row.sim),
      hostel_count: counts.get(row.id) ?? 0,
    }))
    .filter((row) => !row.pending || row.hostel_count > 0);
  rows.sort(
    (a, b) =>
      a.tier - b.tier ||
      (a.tier === 3 ? b.sim - a.sim : 0) ||
      b.hostel_count - a.hostel_count ||
      b.sim - a.sim ||
      byName.compare(a.name, b.name) ||
      byName.compare(a.kind, b.kind),
  );
  return rows.slice(0, limit).map((row) => ({
    kind: row.kind,
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_ur: row.name_ur,
    city: row.city,
    city_ur: row.city_ur,
    hostel_count: row.hostel_count,
  }));
}
