import type { RegisterQueries } from '../register/register.repository.ts';
import type { Notify } from '../notify/notify.service.ts';
import type { ReceiptsRepository } from './receipts.repository.ts';

/** What the receipts' and reminders' services are built from (services.ts hands them in). */
export interface ReceiptsServiceDeps {
  receipts: ReceiptsRepository;
  /** The register's hostel read, for registerAccess (owner and staff pass). */
  register: Pick<RegisterQueries, 'findHostel'>;
  notify: Notify;
  /** The site's address (PUBLIC_URL): receipt links are absolute. */
  publicUrl: string;
  now?: () => Date;
}
