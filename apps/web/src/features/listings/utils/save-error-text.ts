import { ApiError } from '../../../lib/api-client';

/** The reason a save failed: the server's message, the error's own, else `fallback`. */
export function failureReason(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
