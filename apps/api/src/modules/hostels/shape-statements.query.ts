import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { placeholderValues, type Bind } from './list-bind.query.ts';

// The list statements prepared once per list shape (issue 28; moved out of
// hostel-pages.query.ts for issue 46, whose requests of a known shape only bind their values).

/**
 * A statement whose values are bound and whose SQL is not yet assembled (issue 46): every
 * `bind` call happens while it is made, so a statement prepared once per list shape runs with
 * these values without Drizzle building its objects again; `assemble()` builds the statement
 * (binding nothing more), needed only to prepare the shape or to check it.
 */
export interface BoundStatement<Statement> {
  assemble: () => Statement;
  /** Whether the order has a sort value (sortKey; else newest first alone). */
  sorted: boolean;
}

type Runnable = { execute(values: Record<string, unknown>): Promise<unknown> };
type Statement = { toSQL(): { sql: string }; prepare(name: string): Runnable };

/**
 * A list statement prepared under a name made of its text (issue 28): a PostgreSQL
 * connection plans each shape of list (which filters, which order) once and reuses the plan
 * with new values, instead of planning every request (planning cost as much as running a
 * page at 10,000 hostels). The values never enter the text, so the names stay few.
 */
function preparedName(text: string): string {
  return `browse_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/**
 * Under the test runner every list statement taken from the per-shape cache is assembled again
 * and its text compared with the cached one: a list shape (listShape) that misses a choice
 * the builder makes fails the tests instead of running another list's statement.
 */
const CHECK_SHAPES = process.env.VITEST !== undefined;

/**
 * One prepared statement per shape key (at most 500 kept), its values placeholders (issue 28:
 * a request binds values instead of building and naming the SQL again; issue 46: a request of
 * a known shape does not assemble Drizzle's statement either). Returns `runPrepared(shape,
 * build)`: the statement `build` binds for this request, prepared on the shape's first use
 * under the name of its text, run with this request's values; its rows. Throws when
 * assembling binds a value (it would be missing from the shape's later requests), and under
 * the test runner when a shape stands for two texts.
 */
export function createShapeStatements() {
  const statements = new LRUCache<string, { text: string; run: Runnable }>({ max: 500 });
  return async function runPrepared<Row>(
    shape: string,
    build: (bind: Bind) => BoundStatement<Statement>,
  ): Promise<Row[]> {
    const { bind, values } = placeholderValues();
    const { assemble } = build(bind);
    let known = statements.get(shape);
    if (known === undefined || CHECK_SHAPES) {
      const bound = Object.keys(values).length;
      const statement = assemble();
      const text = statement.toSQL().sql;
      if (Object.keys(values).length !== bound) {
        throw new Error(`list shape ${shape} binds a value while its statement is assembled`);
      }
      if (known === undefined) {
        known = { text, run: statement.prepare(preparedName(text)) };
        statements.set(shape, known);
      } else if (text !== known.text) {
        throw new Error(`list shape ${shape} stands for two statements`);
      }
    }
    return (await known.run.execute(values)) as Row[];
  };
}
