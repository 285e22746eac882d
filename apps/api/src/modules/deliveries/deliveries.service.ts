import {
  ADMIN_MESSAGES,
  AppError,
  type AdminDeliveriesPage,
  type AdminDeliveriesQuery,
  type AdminDelivery,
} from '@hostelhub/shared';
import type { DeliveriesRepository, DeliveryRow, OutboxDepth } from './deliveries.repository.ts';

/** A delivery as the admin sees it: never its text or HTML (they may hold a one-time link). */
export function toAdminDelivery(row: DeliveryRow): AdminDelivery {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.nextAttemptAt.toISOString(),
  };
}

/**
 * The admin's view of the outbox (issue 21 item 4): emails and SMS not yet handed over, and
 * putting a failed one back in line.
 */
export function createDeliveriesService({ deliveries }: { deliveries: DeliveriesRepository }) {
  return {
    /** GET /admin/deliveries: failed (or pending) deliveries, newest first, paged. */
    async list(query: AdminDeliveriesQuery): Promise<AdminDeliveriesPage> {
      const { rows, total } = await deliveries.list(query);
      return {
        deliveries: rows.map(toAdminDelivery),
        total,
        page: query.page,
        limit: query.limit,
        total_pages: Math.ceil(total / query.limit),
      };
    },

    /**
     * POST /admin/deliveries/{id}/retry: a failed delivery goes back to pending, due now, with
     * its tries counted afresh. Throws NOT_FOUND for an unknown id, CONFLICT for one that is
     * not failed (pending or sent).
     */
    async retry(id: string): Promise<AdminDelivery> {
      const row = await deliveries.retryFailed(id);
      if (row) return toAdminDelivery(row);
      if (await deliveries.exists(id)) {
        throw new AppError('CONFLICT', ADMIN_MESSAGES.onlyFailedDeliveries);
      }
      throw new AppError('NOT_FOUND', ADMIN_MESSAGES.deliveryNotFound);
    },

    /** How many emails and SMS wait, are due, retry or failed, over every process (issue 30). */
    depth(): Promise<OutboxDepth> {
      return deliveries.depth();
    },
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
