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

/**
 * Turns every failure into the envelope `{ success: false, error, code, details? }`
 * (DESIGN.md). Client errors keep their message; 5xx details are logged, never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
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
      request.log.error({ err: error }, 'database unavailable');
      return sendError(reply, 'SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable);
    }
    const statusCode = 'statusCode' in error ? error.statusCode : undefined;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return sendError(reply, codeForStatus(statusCode), error.message, undefined, statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR', MESSAGES.internalError);
  });
}

/** Sends the failure envelope with the status of `code` (or an explicit 4xx status). */
export function sendError(
  reply: FastifyReply,
  code: AppErrorCode,
  message: string,
  details?: ErrorDetail[],
  statusCode: number = APP_ERROR_STATUS[code],
): FastifyReply {
  const body: ErrorEnvelope = { success: false, error: message, code };
  if (details && details.length > 0) body.details = details;
  return reply.status(statusCode).type('application/json').send(body);
}

// zod's own messages ("Invalid input: expected string") do not say which field; the spec's do.
const GENERIC_MESSAGE =
  /^(must |Invalid input|Too (small|big)|Invalid option|Invalid (UUID|email address|string|number|date|URL|key|element)|Unrecognized key)/;

/** The spec's messages joined with commas (part 1 section 5); generic ones name their field. */
export function joinMessages(details: ErrorDetail[]): string {
  const messages = details.map((detail) =>
    GENERIC_MESSAGE.test(detail.message) ? `${detail.field}: ${detail.message}` : detail.message,
  );
  return [...new Set(messages)].join(', ');
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

// Connection refused or reset, or the server shutting down (PostgreSQL class 57 / 08 errors).
function isDatabaseUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code) ||
    code.startsWith('57P') ||
    code.startsWith('08')
  );
}
