import { TransactionRollbackError } from 'drizzle-orm';
import type { Db, Executor, Tx } from './client.ts';

/**
 * A repository's `queries` bound to the database, plus `transaction(work)`, which runs `work`
 * with the same queries bound to one transaction (and the transaction itself, for writes such
 * as audit records and live events that must commit with them). Services see only the
 * Transactional contract of lib/transaction.ts, which this shape meets (db/ sits below lib/, so
 * it spells the shape out instead of importing it).
 */
export function withTransactions<Q extends object>(
  db: Db,
  queries: (executor: Executor) => Q,
): Q & {
  transaction<T>(work: (bound: Q, tx: Tx) => Promise<T>): Promise<T>;
  rolledBack<T>(work: (bound: Q, tx: Tx) => Promise<T>): Promise<T>;
} {
  return {
    ...queries(db),
    transaction<T>(work: (bound: Q, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
    /**
     * A dry run: `work` in a transaction that is always rolled back (Drizzle's `tx.rollback()`),
     * answering what `work` returned; nothing it wrote is kept (issue 45's move-out preview).
     * An error `work` throws is thrown as it is.
     */
    async rolledBack<T>(work: (bound: Q, tx: Tx) => Promise<T>): Promise<T> {
      let result: { value: T } | undefined;
      try {
        await db.transaction(async (tx) => {
          result = { value: await work(queries(tx), tx) };
          tx.rollback();
        });
      } catch (error) {
        if (!(error instanceof TransactionRollbackError) || !result) throw error;
      }
      if (!result) throw new Error('rolledBack: the work did not finish');
      return result.value;
    },
  };
}
