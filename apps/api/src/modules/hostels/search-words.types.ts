import type { GenderCategory } from '@hostelhub/shared';

// Issue 42 items 2 and 4 (docs/decisions/034-near-a-university.md, "Plain words"): the shapes
// the search's reader (search-words.logic.ts) takes and gives.

/** A city or an area a run of the search's words names. */
export interface WordPlace {
  id: string;
  name: string;
  nameUr: string | null;
  /** For an area: its city's id and name. */
  cityId?: string | null;
  cityName?: string | null;
}

/** A university (a campus) a run of the search's words names. */
export interface WordUniversity {
  id: string;
  slug: string;
  name: string;
  nameUr: string | null;
  aliases: readonly string[];
  cityId: string | null;
  cityName: string | null;
}

/** A facility with the names students type for it (English, Urdu, old names). */
export interface WordFacility {
  /** The kept facility name the `facilities` filter takes. */
  name: string;
  typed: readonly string[];
}

/** The reference lookups the parser reads (resolved from the database by the caller). */
export interface SearchWordLookups {
  cities: readonly WordPlace[];
  towns: readonly WordPlace[];
  universities: readonly WordUniversity[];
  facilities?: readonly WordFacility[];
}

/**
 * What the words of a search read as (issue 42 item 4): only the keys that were read. `city`
 * and `town` are names (the list's `city`/`town` filters take a name), `near_university` a
 * university's id; `search` the words left over (absent when none are).
 */
export interface InterpretedFilters {
  gender_category?: GenderCategory;
  city?: string;
  town?: string;
  near_university?: string;
  price_max?: number;
  facilities?: string[];
  mess_available?: true;
  search?: string;
}

/** One campus of a university whose short name names several (issue 42 item 2). */
export interface PlaceChoice {
  kind: 'university';
  id: string;
  name: string;
  city: string | null;
}

/** The parse of a search's words. */
export interface SearchWordsParse {
  /** What was read; absent when no word read as a filter (then the text searches as typed). */
  interpreted?: InterpretedFilters;
  /** The words left over (the whole text when nothing was read), or undefined when none. */
  search: string | undefined;
  /** Campuses of a short name naming several and no city choosing one (issue 42 item 2). */
  placeChoices?: PlaceChoice[];
  /** The words (as typed) that named the campuses of `placeChoices` ("FAST"). */
  placeChoicesWords?: string;
}

/** What the search already fixes (explicit filters), which the words' reading defers to. */
export interface SearchWordContext {
  /** The explicit `city` filter (an id or a name), which chooses among campuses and areas. */
  city?: string | undefined;
}
