import type { ErrorDetail } from '@hostelhub/shared';
import { ApiError } from '../../../lib/api-client';
import { useAnnounceSent } from './use-announce-sent';

/**
 * What a request dialog does with the API's answer (issue 27): once sent, `sentText` in a toast
 * that leads to Visits & reservations and the dialog closes; a refusal's field errors go under
 * their fields.
 */
export function useRequestOutcome(
  sentText: string,
  onClose: () => void,
  setServerErrors: (details: readonly ErrorDetail[] | undefined) => unknown,
) {
  const announceSent = useAnnounceSent();
  return {
    onSuccess: () => {
      announceSent(sentText);
      onClose();
    },
    onError: (error: Error) => {
      if (error instanceof ApiError) setServerErrors(error.details);
    },
  };
}
