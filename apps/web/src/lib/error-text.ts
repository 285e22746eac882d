import { ApiError } from './api-client';

/** How the client words an answer that carried no text: 'HTTP error! status: 502'. */
const STATUS_PLACEHOLDER_PREFIX = 'HTTP error!';

export interface ErrorTextOptions {
  /**
   * A VALIDATION_ERROR with field `details` reads as their messages joined with ', ' instead
   * of its one-line summary: for forms that show no per-field errors of their own.
   */
  joinDetails?: boolean;
  /** An answer without text reads as `fallback` instead of 'HTTP error! status: N'. */
  hidePlaceholder?: boolean;
  /**
   * The screen's own words for some HTTP statuses, over the server's message (401: 'Please log
   * in again …'). Checked after `routeMissing`.
   */
  byStatus?: Partial<Record<number, string>>;
  /**
   * The text for a 404 from a server that has no such route (its 'Route GET /x not found'):
   * the API in front is not this one, as opposed to a 404 for a missing record.
   */
  routeMissing?: string;
  /** Every other failure reads as `fallback`, whatever the server said (a load's one text). */
  ignoreServerText?: boolean;
}

/** The message of the API's not-found handler for an unknown route. */
const UNKNOWN_ROUTE = /^Route .* not found$/;

/**
 * The text a person reads for a failed call (part 1 section 8); the one place that decides it.
 *
 * - An ApiError with the server's message (its `error`, else `message`): that message.
 * - A network failure or a timeout (an ApiError with status 0): the client's own text,
 *   'Could not reach the server. …' or 'The request timed out. …'.
 * - An answer that carried no text: the client's 'HTTP error! status: N', or `fallback`
 *   with `hidePlaceholder`.
 * - A VALIDATION_ERROR with `joinDetails`: its field messages joined with ', '.
 * - With `routeMissing`, `byStatus` or `ignoreServerText`: the screen's own text instead of the
 *   server's, for an unknown route, for those statuses, or always.
 * - Anything else (not an ApiError, or one without a message): `fallback`, the screen's own
 *   text such as 'Failed to delete hostel'.
 */
export function errorText(
  error: unknown,
  fallback: string,
  options: ErrorTextOptions = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (options.routeMissing && error.status === 404 && UNKNOWN_ROUTE.test(error.message)) {
    return options.routeMissing;
  }
  const statusText = options.byStatus?.[error.status];
  if (statusText !== undefined) return statusText;
  if (options.ignoreServerText) return fallback;
  if (options.joinDetails && error.code === 'VALIDATION_ERROR' && error.details?.length) {
    return error.details.map((detail) => detail.message).join(', ');
  }
  if (!error.message) return fallback;
  if (options.hidePlaceholder && error.message.startsWith(STATUS_PLACEHOLDER_PREFIX)) {
    return fallback;
  }
  return error.message;
}
