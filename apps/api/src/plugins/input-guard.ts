import { AppError } from '@hostelhub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The message for a text holding U+0000 (joinMessages puts the field in front). */
export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';

/**
 * Refuses, before validation, any request whose parsed path parameters, query or JSON body
 * holds a U+0000 character in a text or a key: PostgreSQL cannot store it in text or jsonb and
 * would fail the query with a 500. Answers 400 VALIDATION_ERROR naming the field as schema
 * errors do (`{ field: 'rooms.0.room_title', message: 'must not contain the NUL character
 * (\u0000)' }`; `body`, `query` or `params` for the whole of one).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const sources = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [name, value] of sources) {
      const field = findNul(value, name);
      if (field !== null) {
        done(
          new AppError('VALIDATION_ERROR', `${field}: ${NUL_MESSAGE}`, [
            { field, message: NUL_MESSAGE },
          ]),
        );
        return;
      }
    }
    done();
  });
}

/**
 * The dotted path of the first text or key in `value` holding U+0000 (`root` when `value`
 * itself is such a text), or null. Walks without recursion, so a body nested 10,000 levels
 * deep cannot overflow the stack.
 */
export function findNul(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || root;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const inside = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return inside;
        pending.push([inner, inside]);
      }
    }
  }
  return null;
}
