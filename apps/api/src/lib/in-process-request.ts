import { randomBytes } from 'node:crypto';

/**
 * Marks the API calls the page server makes in-process (`app.inject`, plugins/page-render.ts) so
 * the API can tell them from a browser's: the hostel page counts its own view with the visitor's
 * address (issue 30), and the detail call inside it must not count a second one from 127.0.0.1.
 * The value is random per process, so no outside request can claim to be one.
 */
const IN_PROCESS_HEADER = 'x-hostelhub-in-process';
const IN_PROCESS_TOKEN = randomBytes(16).toString('hex');

/** The header an in-process call carries. */
export function inProcessHeaders(): Record<string, string> {
  return { [IN_PROCESS_HEADER]: IN_PROCESS_TOKEN };
}

/** Whether the request is one of this process's own in-process calls. */
export function isInProcessRequest(request: {
  headers: Record<string, string | string[] | undefined>;
}): boolean {
  return request.headers[IN_PROCESS_HEADER] === IN_PROCESS_TOKEN;
}
