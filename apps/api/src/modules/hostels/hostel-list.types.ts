import type { HostelFilters, HostelSummary, NearAnswer, Pagination } from '@hostelhub/shared';
import type { InterpretedFilters, PlaceChoice } from './search-words.types.ts';

// The shapes of the hostels service's list pages (split out of hostels.service.ts, issue 43).

/** One page of hostel summaries with its pagination block (part 1 section 3 'Pagination'). */
export interface HostelPage {
  data: HostelSummary[];
  pagination: Pagination;
}

/**
 * A page of GET /api/enhanced-hostels (issue 42): with a university in force, its NearAnswer
 * fields; `filters`, the filters the page was read with (a search naming a university
 * becomes `near_university` and the radius in force `radius_km`), for the browse cache.
 */
export interface HostelListPage extends HostelPage {
  near?: NearAnswer;
  filters: HostelFilters;
  /**
   * Issue 42 items 2 and 4: what the search's words read as (`interpreted`) and the campuses
   * of a short name naming several (`place_choices`), each only when there is one.
   */
  words?: {
    interpreted?: InterpretedFilters;
    place_choices?: PlaceChoice[];
    place_choices_words?: string | undefined;
  };
}
