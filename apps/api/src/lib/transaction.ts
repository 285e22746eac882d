/**
 * The transaction seam between services and repositories (issue 23; docs/decisions/016). A
 * repository made with db/transactional.ts offers `transaction(work)`: `work` gets the same
 * queries bound to one transaction, and that transaction's handle, which a service only hands
 * on to other repositories' writes (audit records, the outbox, notifications, live events) so
 * that they commit or roll back together. Services name these types from here and never from
 * db/: they know that a transaction exists, not which database library runs it.
 */
export interface Transactional<Queries, Tx> {
  transaction<T>(work: (bound: Queries, tx: Tx) => Promise<T>): Promise<T>;
}

/** The `work` callback of repository `R`'s `transaction`. */
type WorkOf<R> = R extends { transaction(work: infer W): unknown } ? W : never;

/** The queries repository `R` binds to one transaction (the first argument of its work). */
export type BoundQueries<R> =
  WorkOf<R> extends (bound: infer Q, ...rest: never[]) => unknown ? Q : never;

/** The transaction handle repository `R` passes to its work, to hand on to other writes. */
export type TransactionOf<R> = WorkOf<R> extends (bound: never, tx: infer T) => unknown ? T : never;
