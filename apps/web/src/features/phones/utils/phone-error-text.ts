import { PHONE_MESSAGES } from '@hostelhub/shared';
import { errorText } from '../../../lib/error-text';

/**
 * The text to show for a failed phone write (part 2 section 8 'Phone'): an unknown route means
 * the service is missing, 401 that the session ended, else the server's message or `fallback`.
 */
export function phoneErrorText(error: unknown, fallback: string): string {
  return errorText(error, fallback, {
    byStatus: { 401: PHONE_MESSAGES.unauthorized },
    routeMissing: PHONE_MESSAGES.serviceMissing,
  });
}

/**
 * The text to show when the verified list cannot load: 401 asks to log in again, 404 says the
 * service is missing, anything else 'Failed to load phone numbers' whatever the server said.
 */
export function phoneListErrorText(error: unknown): string {
  return errorText(error, PHONE_MESSAGES.dialogLoadFailed, {
    byStatus: { 401: PHONE_MESSAGES.logInAgain, 404: PHONE_MESSAGES.serviceMissing },
    ignoreServerText: true,
  });
}
