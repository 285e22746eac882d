import type { AppErrorCode, ErrorDetail } from '@hostelhub/shared';
import { env } from '../config/env';
import { i18n } from './i18n/i18n';
import { libMessage } from './i18n/lib-text';

/** Every call gives up after 30 seconds (part 1 section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** `code` of an ApiError for a call abandoned after its timeout. */
export const TIMEOUT_CODE = 'TIMEOUT';

/**
 * What a request says when the server cannot be reached (offline, DNS, refused), in English;
 * thrown in the page's language (lib/locales `error.network`).
 */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';

/** A failed API call: `message` is the text to show (the server's `error` where it sent one). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's code: an AppErrorCode, or an account code such as 'EMAIL_TAKEN'. */
  readonly code: AppErrorCode | (string & {}) | undefined;
  readonly details: ErrorDetail[] | undefined;

  constructor(
    message: string,
    options: { status: number; code?: string; details?: ErrorDetail[] },
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
  /** Query parameters; undefined values are left out, a list repeats its key. */
  params?: Record<string, string | number | boolean | readonly string[] | undefined>;
  /** Cancels the call (TanStack Query passes one per query). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Whether a 401 answer means the session ended (default true): the client refreshes the
   * session once and retries, and failing that hands over to the session's 401 handler.
   * Sign-in, sign-up and password calls pass false; their pages show the error themselves.
   */
  handleUnauthorized?: boolean;
  /** Sends this access token instead of the session's (signing out a refused admin login). */
  accessToken?: string;
  /** Extra request headers, e.g. `Idempotency-Key` (issue 22 item 1). */
  headers?: Record<string, string>;
}

// Product decision 10: the access token lives in memory only, never in storage.
let accessToken: string | null = null;

/** The bearer token every authenticated call sends; null when signed out. */
export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export interface SessionHooks {
  /** Renews the session from the refresh cookie; the new access token, or null. */
  refresh: () => Promise<string | null>;
  /** The session could not be renewed after a 401. */
  onUnauthorized: () => void;
}

let sessionHooks: SessionHooks | null = null;

/** The session provider plugs in here; returns the function that unplugs it. */
export function setSessionHooks(hooks: SessionHooks | null): () => void {
  sessionHooks = hooks;
  return () => {
    if (sessionHooks === hooks) sessionHooks = null;
  };
}

function buildUrl(path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) for (const item of value as string[]) query.append(key, item);
    else if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${env.API_URL}${path}${search ? `?${search}` : ''}`;
}

/** The full address of an API path, for full-page navigations (Google sign-in). */
export function apiUrl(path: string): string {
  return buildUrl(path, undefined);
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
    ...(typeof record.code === 'string' ? { code: record.code } : {}),
    ...(Array.isArray(record.details) ? { details: record.details as ErrorDetail[] } : {}),
  });
}

/** What sends an API request: the browser's `fetch`, or the page server's (setApiTransport). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Replaces how requests leave (issue 25): the page server renders the app in Node, where a
 * relative URL cannot be fetched, and answers the page's queries from the API in-process
 * (apps/web/src/entry-server.tsx). The browser never calls this.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface RawResponse {
  status: number;
  ok: boolean;
  json: unknown;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<RawResponse> {
  const { method = 'GET', body, params, signal, timeoutMs = REQUEST_TIMEOUT_MS, headers } = options;
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
      response = await transport(buildUrl(path, params), {
        method,
        headers: {
          Accept: 'application/json',
          // Errors come back in the page's language (issue 24), a guest's included.
          'Accept-Language': i18n.locale,
          ...headers,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // The refresh cookie is httpOnly; the browser sends it by itself on the same origin.
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) {
        throw new ApiError(libMessage('error.timeout'), {
          status: 0,
          code: TIMEOUT_CODE,
        });
      }
      if (signal?.aborted) throw error;
      throw new ApiError(libMessage('error.network'), { status: 0 });
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
    return { status: response.status, ok: response.ok, json };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Calls the API and returns the parsed JSON envelope (`{ success, data, ... }`). Throws an
 * ApiError on a non-2xx status, on `success: false`, on a timeout or on a network failure.
 * Sends the session's bearer token; a 401 renews the session once and retries the call once.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { handleUnauthorized = true } = options;
  const token = options.accessToken ?? accessToken;
  let raw = await send(path, options, token);

  if (raw.status === 401 && handleUnauthorized && sessionHooks) {
    const hooks = sessionHooks;
    const renewed = await hooks.refresh().catch(() => null);
    if (renewed) raw = await send(path, options, renewed);
    if (!renewed || raw.status === 401) hooks.onUnauthorized();
  }

  if (!raw.ok) throw readFailure(raw.json, raw.status);
  const json = raw.json;
  if (typeof json !== 'object' || json === null) {
    throw new ApiError(`HTTP error! status: ${raw.status}`, { status: raw.status });
  }
  if ((json as { success?: unknown }).success === false) throw readFailure(json, raw.status);
  return json as T;
}

/**
 * Fetches a file the API answers (the register's residents CSV, issue 44 item 6) with the
 * session's bearer token (renewed once on a 401) and has the browser save it as `filename`.
 * Throws an ApiError with the API's message on a refusal, or the network text.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const get = (token: string | null) =>
    transport(buildUrl(path, undefined), {
      headers: {
        'Accept-Language': i18n.locale,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    }).catch(() => {
      throw new ApiError(libMessage('error.network'), { status: 0 });
    });
  let response = await get(accessToken);
  if (response.status === 401 && sessionHooks) {
    const renewed = await sessionHooks.refresh().catch(() => null);
    if (renewed) response = await get(renewed);
  }
  if (!response.ok) {
    const failure: unknown = await response.json().catch(() => null);
    throw readFailure(failure, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The success envelope of a single-item response. */
export interface DataEnvelope<T> {
  success: true;
  data: T;
}

/** Bytes sent of a request body so far. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

function sendForm(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: ((progress: UploadProgress) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // fetch cannot report upload progress; XMLHttpRequest's upload events count real bytes.
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path, undefined));
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      let json: unknown = null;
      try {
        json = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        json = null;
      }
      resolve({ status: request.status, ok: request.status >= 200 && request.status < 300, json });
    });
    request.addEventListener('error', () =>
      reject(new ApiError(libMessage('error.network'), { status: 0 })),
    );
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * POSTs a multipart form (a file upload) and returns the parsed JSON envelope, reporting the
 * bytes sent as they go. Errors as `apiRequest`: ApiError with the server's message; a 401
 * renews the session once and sends again.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  let raw = await sendForm(path, form, accessToken, options.onProgress, options.signal);
  if (raw.status === 401 && sessionHooks) {
    const hooks = sessionHooks;
    const renewed = await hooks.refresh().catch(() => null);
    if (renewed) raw = await sendForm(path, form, renewed, options.onProgress, options.signal);
    if (!renewed || raw.status === 401) hooks.onUnauthorized();
  }
  if (!raw.ok) throw readFailure(raw.json, raw.status);
  if (typeof raw.json !== 'object' || raw.json === null) {
    throw new ApiError(`HTTP error! status: ${raw.status}`, { status: raw.status });
  }
  return raw.json as T;
}
