import type { Db } from '../src/db/client.ts';
import { createLiveEventHub, type LiveEventHub } from '../src/lib/live-events.ts';
import { createDeliveriesRepository } from '../src/modules/deliveries/deliveries.repository.ts';
import { createNotificationsRepository } from '../src/modules/notifications/notifications.repository.ts';
import { createNotify } from '../src/modules/notify/notify.service.ts';

/**
 * The notify module over `db`, as services.ts builds it (issue 43 item 2), for tests that
 * build one service or job alone: live events go through `live` (a hub of its own by default,
 * whose pg_notify reaches every listening app on the database) and links start with
 * `publicUrl`.
 */
export function createTestNotify(
  db: Db,
  options: { publicUrl?: string; live?: Pick<LiveEventHub, 'publish'> } = {},
) {
  const live =
    options.live ??
    createLiveEventHub({
      loadMessage: () => Promise.resolve(null),
      isSessionLive: () => Promise.resolve(true),
      onError: () => undefined,
    });
  return createNotify({
    notifications: createNotificationsRepository(db),
    deliveries: createDeliveriesRepository(db),
    live,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
  });
}
