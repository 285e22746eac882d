import type { Tx } from '../../db/client.ts';
import type { IdempotencyStore } from '../../lib/idempotency.ts';
import type { RegisterRepository } from '../register/register.repository.ts';
import type { DuesRepository } from './dues.repository.ts';

/** What the dues services are built from (services.ts hands them in). */
export interface DuesServiceDeps {
  dues: DuesRepository;
  /** The register's reads: the hostel and the caller's role there (registerAccess). */
  register: RegisterRepository;
  /** The answers kept for `Idempotency-Key` payments (issue 22 item 1's store). */
  idempotency: IdempotencyStore;
  /** The app's public origin: receipts' links. */
  publicUrl: string;
  now?: () => Date;
}

/** What move-out hands the ledger (issue 45 item 2). */
export interface MoveOutMoneyInput {
  movedOutOn: string;
  settleFromDeposit: boolean;
  /** The deposit less the deductions: what may pay dues, rupees. */
  available: number;
  actorId: string;
}

/**
 * The ledger's steps that run inside the register's transactions (issue 45 items 1 and 2):
 * the first month's due at move-in, and at move-out the last month recomputed, dues settled
 * from the deposit and held credit returned. services.ts hands them to the register.
 */
export interface RegisterMoneyHooks {
  movedIn(tx: Tx, residentId: string): Promise<void>;
  movedOut(
    tx: Tx,
    residentId: string,
    input: MoveOutMoneyInput,
  ): Promise<{ settled: number; creditReturned: number }>;
}
