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
}

/**
 * The text a person reads for a failed call (part 1 section 8); the one place that decides it.
 *
 * - An ApiError with the server's message (its `error`, else `message`): that message.
 * - A network failure or a timeout (an ApiError with status 0): the client's own text,
 *   'Could not reach the server. …' or 'The request timed out. …'.
 * - An answer that carried no text: the client's 'HTTP error! status: N', or `fallback`
 *   with `hidePlaceholder`.
 * - A VALIDATION_ERROR with `joinDetails`: its field messages joined with ', '.
 * - Anything else (not an ApiError, or one without a message): `fallback`, the screen's own
 *   text such as 'Failed to delete hostel'.
 */
export function errorText(
  error: unknown,
  fallback: string,
  options: ErrorTextOptions = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (options.joinDetails && error.code === 'VALIDATION_ERROR' && error.details?.length) {
    return error.details.map((detail) => detail.message).join(', ');
  }
  if (!error.message) return fallback;
  if (options.hidePlaceholder && error.message.startsWith(STATUS_PLACEHOLDER_PREFIX)) {
    return fallback;
  }
  return error.message;
}
