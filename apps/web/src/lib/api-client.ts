import type { AppErrorCode, ErrorDetail } from '@hostelhub/shared';
import { env } from '../config/env';

/** Every call gives up after 30 seconds (part 1 section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A failed API call: `message` is the text to show (the server's `error` where it sent one). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: AppErrorCode | undefined;
  readonly details: ErrorDetail[] | undefined;

  constructor(
    message: string,
    options: { status: number; code?: AppErrorCode; details?: ErrorDetail[] },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /** Cancels the call (TanStack Query passes one per query). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

function buildUrl(path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${env.API_URL}${path}${search ? `?${search}` : ''}`;
}

function readFailure(body: unknown, status: number): ApiError {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  // Part 1 section 8: the server's `error`, else `message`, else the HTTP status.
  const text =
    (typeof record.error === 'string' && record.error) ||
    (typeof record.message === 'string' && record.message) ||
    `HTTP error! status: ${status}`;
  return new ApiError(text, {
    status,
    ...(typeof record.code === 'string' ? { code: record.code as AppErrorCode } : {}),
    ...(Array.isArray(record.details) ? { details: record.details as ErrorDetail[] } : {}),
  });
}

/**
 * Calls the API and returns the parsed JSON envelope (`{ success, data, ... }`). Throws an
 * ApiError on a non-2xx status, on `success: false`, on a timeout or on a network failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, params, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, params), {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) {
        throw new ApiError('The request timed out. Please check your connection and try again.', {
          status: 0,
        });
      }
      if (signal?.aborted) throw error;
      throw new ApiError(
        'Could not reach the server. Please check your connection and try again.',
        {
          status: 0,
        },
      );
    }

    const text = await response.text();
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    if (!response.ok) throw readFailure(json, response.status);
    if (typeof json !== 'object' || json === null) {
      throw new ApiError(`HTTP error! status: ${response.status}`, { status: response.status });
    }
    if ((json as { success?: unknown }).success === false) throw readFailure(json, response.status);
    return json as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};

/** The success envelope of a single-item response. */
export interface DataEnvelope<T> {
  success: true;
  data: T;
}
