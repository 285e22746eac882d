import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { createTestNotify } from '../../../test/notify.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';

/**
 * Issue 21 item 4: forgot password does the same work whether or not the email is known (its
 * timing must not tell), and neither waits on SMTP: the same statements, in one transaction,
 * the unknown email's writing nothing. Statements are read from the database driver itself,
 * so this file always runs on PGlite (the property is the service's, not the database's).
 */

let database: Database;
const statements: string[] = [];
let transactions = 0;
let service: ReturnType<typeof createAuthService>;

beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // The same PGlite, seen through a driver that records each statement and transaction.
  const watched = new Proxy(client, {
    get(target, property) {
      if (property === 'transaction') {
        return (work: Parameters<PGlite['transaction']>[0]) => {
          transactions += 1;
          return target.transaction(work);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  const db = drizzle({
    client: watched,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query) => statements.push(query) },
  }) as unknown as Db;
  service = createAuthService({
    repository: createAuthRepository(db),
    jwtSecret: 'x'.repeat(32),
    notify: createTestNotify(db),
    adminCreationKey: undefined,
    twoFactor: {
      challengeFor: () => Promise.resolve(null),
      completeChallenge: () => Promise.reject(new Error('unused')),
    },
  });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** The statements and transactions one forgotPassword(email) runs. */
async function workOf(email: string): Promise<{ statements: string[]; transactions: number }> {
  statements.length = 0;
  transactions = 0;
  await service.forgotPassword(email);
  return { statements: [...statements], transactions };
}

describe('forgot password', () => {
  it('should run the same statements in one transaction for a known and an unknown email', async () => {
    const user = await createUser(database.db, { role: 'student', ownerApprovalStatus: null });
    const known = await workOf(user.email);
    const unknown = await workOf('nobody.here@example.pk');

    expect(known.transactions).toBe(1);
    expect(unknown.transactions).toBe(1);
    expect(unknown.statements).toEqual(known.statements);
    expect(known.statements.some((sql) => sql.includes('insert into deliveries'))).toBe(true);

    // Only the known email wrote its token and its mail.
    const written = await database.db.select().from(schema.deliveries);
    expect(written.map((row) => [row.recipient, row.kind])).toEqual([
      [user.email, 'password_reset'],
    ]);
    const tokens = await database.db
      .select()
      .from(schema.emailTokens)
      .where(eq(schema.emailTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
  });
});
