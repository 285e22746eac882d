import { AppError, type ErrorDetail } from '@hostelhub/shared';
import type { z } from 'zod';
import { joinMessages } from '../plugins/error-handler.ts';

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
