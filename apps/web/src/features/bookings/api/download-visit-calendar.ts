import { useMutation } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { ApiError, getAccessToken } from '../../../lib/api-client';
import { i18n, libMessage } from '../../../lib/i18n';
import { saveFile } from '../../../lib/save-file';
import { getVisit } from './get-visit';

async function fetchCalendar(id: string, token: string | null): Promise<Response> {
  try {
    return await fetch(`${env.API_URL}/api/visits/${encodeURIComponent(id)}/calendar.ics`, {
      headers: {
        Accept: 'text/calendar',
        'Accept-Language': i18n.locale,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(libMessage('error.network'), { status: 0 });
  }
}

/** The error text of a refused download: the API's envelope when it sent one. */
async function refusal(response: Response): Promise<ApiError> {
  let text = `HTTP error! status: ${response.status}`;
  let code: string | undefined;
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown };
    if (typeof body.error === 'string' && body.error) text = body.error;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiError(text, { status: response.status, ...(code ? { code } : {}) });
}

/**
 * GET /api/visits/{id}/calendar.ics (issue 27), saved as a file for the person's calendar. The
 * file needs the bearer token, so it is fetched (a plain link would go without it) and handed
 * to the browser as a download. The API client reads JSON only: after a 401 it is asked for the
 * visit itself, which renews the session the usual way, and the file is asked for once more.
 */
export async function downloadVisitCalendar(id: string): Promise<void> {
  let response = await fetchCalendar(id, getAccessToken());
  if (response.status === 401) {
    await getVisit(id);
    response = await fetchCalendar(id, getAccessToken());
  }
  if (!response.ok) throw await refusal(response);
  const blob = await response.blob();
  saveFile(new Blob([blob], { type: 'text/calendar' }), `hostelhub-visit-${id.slice(0, 8)}.ics`);
}

/** Downloads an accepted visit's calendar file; `error` when that failed. */
export function useDownloadVisitCalendar() {
  return useMutation({ mutationFn: downloadVisitCalendar });
}
