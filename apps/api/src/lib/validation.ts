import { AppError, type ErrorDetail } from '@hostelhub/shared';
import type { z } from 'zod';

/**
 * Parses `value` with a shared schema inside a service (a merged partial update, a stored row
 * re-checked). Throws AppError VALIDATION_ERROR (400) whose `details` name each field by its
 * dotted path, exactly as a route's own body validation answers.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details: ErrorDetail[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', joinMessages(details), details);
}

// zod's own messages ("Invalid input: expected string") do not say which field; the spec's do.
const GENERIC_MESSAGE =
  /^(must |Invalid input|Too (small|big)|Invalid option|Invalid (UUID|email address|string|number|date|URL|key|element)|Unrecognized key)/;

/**
 * The spec's messages joined with commas (part 1 section 5); generic ones name their field.
 * `translate` turns each English message into the caller's language (issue 24); whether a
 * message is generic is decided on its English.
 */
export function joinMessages(
  details: ErrorDetail[],
  translate: (message: string) => string = (message) => message,
): string {
  const messages = details.map((detail) =>
    GENERIC_MESSAGE.test(detail.message)
      ? `${detail.field}: ${translate(detail.message)}`
      : translate(detail.message),
  );
  return [...new Set(messages)].join(', ');
}
