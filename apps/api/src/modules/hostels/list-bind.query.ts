import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../lib/like-pattern.ts';

// How values enter a hostel list statement (issue 28; split from hostel-query.ts for issue 42):
// as parameters, or as named placeholders of a statement prepared once per list shape.

/** A uuid in its text form, any case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How a value enters a list statement (issue 28). `asParam` makes it a parameter of this
 * statement; a binder of `placeholderValues()` puts a named placeholder in its place and
 * keeps the value, so a statement prepared once per list shape (listShape) serves every value.
 */
export type Bind = (value: unknown) => unknown;

/** Values as parameters; an array stays one array parameter (Drizzle would spread it). */
export const asParam: Bind = (value) => (Array.isArray(value) ? sql.param(value) : value);

/**
 * A binder that names each value `p0`, `p1`, ... in the order the statement is built, and
 * the values by those names, for a prepared statement's `execute`.
 */
export function placeholderValues(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let next = 0;
  return {
    values,
    bind: (value) => {
      const name = `p${next}`;
      next += 1;
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}

/** `text` as an ILIKE pattern matching it anywhere, with `\`, `%` and `_` taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `column` is one of `ids` (false for none), the ids sent as one array value. */
export function uuidIn(column: AnyPgColumn, ids: readonly string[], bind: Bind): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} = any(${bind([...ids])}::uuid[])`;
}
