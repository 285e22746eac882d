/**
 * The dues' cache keys (issue 45; one key factory per feature). A money write (a payment, a
 * charge, a reversal) changes the month's list, the due, the collections and the resident's
 * receipts at once, so each write invalidates `duesKeys.all`.
 */
export const duesKeys = {
  all: ['dues'] as const,
  /** The hostels whose dues the user works (as owner or staff). */
  hostels: (userId: string | undefined) => [...duesKeys.all, 'hostels', userId ?? 'guest'] as const,
  hostel: (hostelId: string) => [...duesKeys.all, 'hostel', hostelId] as const,
  list: (hostelId: string, month: string, status: string, overdue: boolean) =>
    [...duesKeys.hostel(hostelId), 'list', month, status, overdue] as const,
  due: (dueId: string) => [...duesKeys.all, 'due', dueId] as const,
  collections: (hostelId: string, months: number) =>
    [...duesKeys.hostel(hostelId), 'collections', months] as const,
  staff: (hostelId: string) => [...duesKeys.hostel(hostelId), 'staff'] as const,
  billing: (hostelId: string) => [...duesKeys.hostel(hostelId), 'billing'] as const,
  /** The signed-in resident's receipts. */
  myReceipts: (userId: string | undefined) =>
    [...duesKeys.all, 'my-receipts', userId ?? 'guest'] as const,
};
