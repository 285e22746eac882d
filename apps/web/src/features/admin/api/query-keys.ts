import type { HostelStatus } from '@hostelhub/shared';

/**
 * The admin panel's cache keys (issue 23: one key factory per feature). Every key starts with
 * `adminKeys.all`, so one invalidation after any admin write refreshes the cards, the lists and
 * the activity log together.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  /** The site analytics summary (issue 10). */
  analytics: () => [...adminKeys.all, 'analytics'] as const,
  /** One page of the hostel grid; `undefined` status is every hostel. */
  hostels: (status: HostelStatus | undefined, page: number) =>
    [...adminKeys.all, 'hostels', status ?? 'all', page] as const,
  pendingOwners: () => [...adminKeys.all, 'owners', 'pending'] as const,
  users: (search: string, page: number, limit: number) =>
    [...adminKeys.all, 'users', search, page, limit] as const,
  audit: (limit: number) => [...adminKeys.all, 'audit', limit] as const,
  /** One page of contact messages: the `ContactFilters` it asks with. */
  contactMessages: (filters: object) => [...adminKeys.all, 'contact', 'messages', filters] as const,
  contactStats: () => [...adminKeys.all, 'contact', 'stats'] as const,
  /** Every page of the failed deliveries; `failedDeliveriesPage` is one of them. */
  failedDeliveries: () => [...adminKeys.all, 'deliveries', 'failed'] as const,
  failedDeliveriesPage: (page: number) => [...adminKeys.failedDeliveries(), page] as const,
  pendingAreas: () => [...adminKeys.all, 'areas', 'pending'] as const,
  /** One page of the reports queue: the `ReportFilters` it asks with (issue 26). */
  reports: (filters: object) => [...adminKeys.all, 'reports', filters] as const,
  /** One page of owners' changes to approved hostels: the `HostelChangeFilters` (issue 26). */
  hostelChanges: (filters: object) => [...adminKeys.all, 'hostel-changes', filters] as const,
};
