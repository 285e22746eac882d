import type { IdempotencyStore } from '../../lib/idempotency.ts';
import type { RegisterRepository } from '../register/register.repository.ts';
import type { DuesRepository } from './dues.repository.ts';
import { createDuesService } from './dues.service.ts';
import { createPaymentsService } from './payments.service.ts';

/**
 * The dues module's services (issue 45), built once by services.ts: `dues` (the billing day,
 * dues, charges, the monthly job, collections and CSV) and `payments` (payments, reversals,
 * and `payments.hooks`, the ledger's steps in the register's move-in and move-out).
 */
export function createDuesModule(
  repositories: { dues: DuesRepository; register: RegisterRepository },
  idempotency: IdempotencyStore,
  publicUrl: string,
) {
  const deps = { ...repositories, idempotency, publicUrl };
  return { dues: createDuesService(deps), payments: createPaymentsService(deps) };
}
