import {
  APP_ERROR_STATUS,
  AppError,
  MESSAGES,
  type AppErrorCode,
  type ErrorDetail,
  type ErrorEnvelope,
} from '@hostelhub/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { DatabaseOutageLog } from '../lib/database-outage.ts';
import { requestLanguage } from '../lib/request-language.ts';
import { translateDetails, translateServerText } from '../lib/server-messages.ts';
import { joinMessages } from '../lib/validation.ts';

/**
 * Turns every failure into the envelope `{ success: false, error, code, details? }`
 * (DESIGN.md). Client errors keep their message, in the caller's language (issue 24); 5xx
 * details are logged, never sent. A database that cannot be reached answers 503; with
 * `options.outage` its refusals are logged as one line when the outage starts and one when it
 * ends (issue 30), else one line each. A query past the statement timeout answers 503 too.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { outage?: DatabaseOutageLog } = {},
): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        return { field, message: issue.message ?? 'is invalid' };
      });
      return sendError(reply, 'VALIDATION_ERROR', joinMessages(details), details);
    }
    if (isDatabaseUnavailable(error)) {
      if (options.outage) options.outage.refused(error, Date.now() - reply.elapsedTime);
      else request.log.error({ err: error }, 'database unavailable');
      // Browsers and proxies may retry after this many seconds; PostgreSQL restarts take a few.
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 'SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable);
    }
    if (isStatementTimeout(error)) {
      // Issue 30: PostgreSQL cancelled a query past DB_STATEMENT_TIMEOUT_MS; the route and the
      // statement (parameters masked) say which query to look at.
      request.log.warn({ err: error }, 'database statement timed out');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 'SERVICE_UNAVAILABLE', MESSAGES.databaseTimeout);
    }
    if (isDataException(error)) {
      // The schema should have refused this value: logged so the gap gets closed.
      request.log.warn({ err: error }, 'database refused a value');
      return sendError(reply, 'VALIDATION_ERROR', MESSAGES.valueNotStorable);
    }
    const statusCode = 'statusCode' in error ? error.statusCode : undefined;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return sendError(reply, codeForStatus(statusCode), error.message, undefined, statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR', MESSAGES.internalError);
  });
}

/**
 * Sends the failure envelope with the status of `code` (or an explicit 4xx status). `message`
 * and the `details` messages are the English texts; they go out in the caller's language
 * (lib/request-language.ts, issue 24) when the server catalogue has them, else in English.
 * `code` never changes. The answer says its language (`Content-Language`) and that it
 * depends on `Accept-Language` (`Vary`).
 */
export function sendError(
  reply: FastifyReply,
  code: AppErrorCode,
  message: string,
  details?: ErrorDetail[],
  statusCode: number = APP_ERROR_STATUS[code],
): FastifyReply {
  const language = requestLanguage(reply.request);
  const translate = (text: string) => translateServerText(language, text);
  const body: ErrorEnvelope = { success: false, error: translate(message), code };
  if (details && details.length > 0) {
    body.details = translateDetails(language, details);
    // A validation answer's text is its details joined: join them again, each translated.
    if (message === joinMessages(details)) body.error = joinMessages(details, translate);
  }
  addVary(reply, 'Accept-Language');
  return reply
    .status(statusCode)
    .header('Content-Language', language)
    .type('application/json')
    .send(body);
}

/** Adds `field` to the answer's `Vary` header, keeping what is there. */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((value) => value.toLowerCase() === field.toLowerCase()))
    return;
  reply.header('Vary', [...fields, field].join(', '));
}

function codeForStatus(statusCode: number): AppErrorCode {
  const byStatus: Record<number, AppErrorCode> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  return byStatus[statusCode] ?? 'VALIDATION_ERROR';
}

/** The `Retry-After` (seconds) of a 503 answered while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Node socket errors of a server that is down or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres reports a lost or timed-out connection without a code; these are its texts
// (pg 8 client.js and pg-pool index.js).
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
];

/**
 * True when `error`, or an error it wraps (Drizzle throws DrizzleQueryError with the driver's
 * error as `cause`), says the database cannot be reached right now: a refused, reset or timed
 * out connection, a connection lost mid-query, a full pool that gave no connection in time,
 * PostgreSQL class 08 (connection exception), 57P01-57P05 (shutting down, starting up) or
 * 53300 (too many connections). Such failures answer 503 SERVICE_UNAVAILABLE, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || code.startsWith('57P') || code.startsWith('08')) return true;
      if (code === '53300') return true;
    }
    const { message } = current;
    if (CONNECTION_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * True when `error`, or an error it wraps (DrizzleQueryError's `cause`), is PostgreSQL's
 * 57014 (query_canceled): a statement ran past `statement_timeout` (issue 30), or an operator
 * cancelled it. The answer is 503 SERVICE_UNAVAILABLE with MESSAGES.databaseTimeout.
 */
export function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = current.cause;
  }
  return false;
}

/**
 * True when `error`, or an error it wraps (DrizzleQueryError's `cause`), is a PostgreSQL data
 * exception (class 22: a number out of range, a NUL or malformed character, a bad date or
 * text for its type) or a value nested too deep to process (54001). A client's value caused
 * it, so the answer is 400 VALIDATION_ERROR, not 500; the statement failed, so nothing of it
 * was stored.
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(code)) return true;
    current = current.cause;
  }
  return false;
}
