import type { FastifyError, FastifyRequest } from 'fastify';

/**
 * What the logs may hold (issue 21 item 6): no secrets and no personal data. Request lines
 * keep the method, the path and only the query values that say nothing about a person (the
 * browse filters, pages); every other value reads `[redacted]`. Error lines keep their type,
 * code and stack, with email addresses, phone numbers, tokens and query parameters masked.
 * Log objects that carry such a field by name lose it through pino's `redact`.
 */

/** Query keys whose values are logged as sent: browse filters and paging, nothing personal. */
const PUBLIC_QUERY_KEYS = new Set([
  'page',
  'limit',
  'sort',
  'order',
  'status',
  'type',
  'days',
  'city',
  'city_id',
  'town',
  'town_id',
  'university',
  'university_id',
  'gender_category',
  'facilities',
  'room_types',
  'min_price',
  'max_price',
  'has_mess',
  'radius',
  'lat',
  'lng',
  'bounds',
  'zoom',
  'unread',
  'v',
]);

/** The text that stands where a value was dropped. */
export const REDACTED = '[redacted]';

/**
 * Field paths pino censors wherever a log call passes them (headers, bodies, mail fields).
 * One level of nesting below the log object, as pino's `*` reaches.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.email',
  '*.to',
  '*.link',
  '*.text',
  '*.html',
  'password',
  'token',
  'email',
  'to',
  'link',
  'text',
  'html',
];

/**
 * `url` with each query value replaced by `[redacted]` unless its key is a public browse or
 * paging key; the path itself is kept (ids in paths are random and say nothing of a person).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url.slice(mark + 1).split('#')[0] ?? '';
  const parts = query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const key = equals === -1 ? part : part.slice(0, equals);
      if (equals === -1) return key;
      return PUBLIC_QUERY_KEYS.has(decodeKey(key)) ? part : `${key}=${REDACTED}`;
    });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replaceAll('+', ' '));
  } catch {
    return key;
  }
}

const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE_PATTERN = /(\+92|\b0)3\d{2}[\s-]?\d{7}\b/g;
/** A CNIC or B-form number, with or without its dashes (issue 44: residents' register). */
const CNIC_PATTERN = /\b\d{5}-?\d{7}-?\d\b/g;
/** A JWT, or an opaque token of 32 or more base64url characters (our links' tokens are 43). */
const TOKEN_PATTERN = /\beyJ[\w-]+\.[\w-]+\.[\w-]+|\b[\w-]{32,}\b/g;
const QUERY_VALUE_PATTERN = /([?&#][\w.-]+=)[^&\s#"']+/g;
/** Drizzle's failed-query errors end with the statement's parameters. */
const PARAMS_PATTERN = /(\bparams: ).*$/gm;

/**
 * `text` with email addresses, Pakistani mobile numbers, CNICs, tokens and URL query values masked
 * and a failed query's parameter list dropped: for error messages and stacks, which can quote
 * what a person sent.
 */
export function redactText(text: string): string {
  return text
    .replace(PARAMS_PATTERN, `$1${REDACTED}`)
    .replace(QUERY_VALUE_PATTERN, `$1${REDACTED}`)
    .replace(EMAIL_PATTERN, '[email]')
    .replace(PHONE_PATTERN, '[phone]')
    .replace(CNIC_PATTERN, '[cnic]')
    .replace(TOKEN_PATTERN, (match) => (isSecretLike(match) ? REDACTED : match));
}

const UUID_PATTERN = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

// Mixed letters and digits, and not a uuid (record ids help debugging and name nobody).
function isSecretLike(word: string): boolean {
  return /[a-z]/i.test(word) && /\d/.test(word) && !UUID_PATTERN.test(word);
}

/** An IPv4 address with its last octet zeroed, an IPv6 one cut to its /48: a network, not a person. */
export function maskAddress(address: string | undefined): string | undefined {
  if (!address) return address;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  if (v4) return `${v4[1]}.0`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}::`;
  return address;
}

interface LoggableError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/** The error as logged: type, code, status, and message and stack through `redactText`. */
function serializeError(error: LoggableError): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: redactText(String(error)), stack: '' };
  }
  const cause = error.cause;
  return {
    type: error.name ?? 'Error',
    message: redactText(error.message ?? ''),
    stack: redactText(error.stack ?? ''),
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    ...(cause && typeof cause === 'object' ? { cause: serializeError(cause) } : {}),
  };
}

/**
 * The logger's `serializers` and `redact` for Fastify (used by buildApp): requests as method,
 * redacted URL and masked address; errors through `serializeError`.
 */
export const privateLogOptions = {
  redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: maskAddress(request.ip),
    }),
    err: (error: FastifyError) => serializeError(error),
  },
};
