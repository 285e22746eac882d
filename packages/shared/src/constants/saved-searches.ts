// Saved searches and alerts (issue 29 'Saved searches', 'Alerts on favourites';
// docs/decisions/032): the vocabularies, limits, times and texts both apps and the database
// constraints share. Plain constants, apart from the schemas, so the web shell reads them without
// zod (issue 11).

/** How often a saved search tells its user: at once, or in the 09:00 digest (Pakistan time). */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Most saved searches one user keeps (issue 29). */
export const SAVED_SEARCHES_MAX = 20;

/** Longest name of a saved search, in characters. */
export const SAVED_SEARCH_NAME_MAX = 80;

/** The hour (Asia/Karachi, 0-23) the daily digests go out (issue 29: 9 AM). */
export const SAVED_SEARCH_DIGEST_HOUR = 9;

/** Most hostels one alert email lists; a longer digest links to the rest. */
export const ALERT_EMAIL_HOSTELS_MAX = 10;

/**
 * What an unsubscribe link turns off: one saved search's alerts, or every alert on the user's
 * favourites.
 */
export const ALERT_SCOPES = ['saved_search', 'favorites'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

/**
 * Saved-search texts (issue 29; the spec leaves them open), each saying what to do. Keys of the
 * server catalogue (issue 24) as `savedSearch.*`; the Urdu is in i18n/server/ur.ts.
 */
export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Give the search a name',
  nameLong: `A search name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  frequencyInvalid: 'Choose instant or daily alerts',
  filtersInvalid: 'Choose the filters to save',
  nothingToChange: 'Change the name, the frequency or pause the alerts',
  tooMany: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Open Saved searches on Hostelhub to turn alerts off.',
} as const;
