/**
 * The register's cache keys (issue 44; one key factory per feature). A register write (a
 * move-in, a move, a notice, a move-out) changes the bed map, the lists and the resident at
 * once, so each write invalidates `registerKeys.all`.
 */
export const registerKeys = {
  all: ['register'] as const,
  /** The hostels whose register the user works (as owner or staff). */
  hostels: (userId: string | undefined) =>
    [...registerKeys.all, 'hostels', userId ?? 'guest'] as const,
  hostel: (hostelId: string) => [...registerKeys.all, 'hostel', hostelId] as const,
  beds: (hostelId: string) => [...registerKeys.hostel(hostelId), 'beds'] as const,
  residents: (hostelId: string, q: string, status: string) =>
    [...registerKeys.hostel(hostelId), 'residents', status, q] as const,
  resident: (residentId: string) => [...registerKeys.all, 'resident', residentId] as const,
  /** What moving the resident out on a day would settle and return (issue 45 item 2). */
  moveOutPreview: (residentId: string, movedOutOn: string) =>
    [...registerKeys.resident(residentId), 'move-out-preview', movedOutOn] as const,
  staff: (hostelId: string) => [...registerKeys.hostel(hostelId), 'staff'] as const,
  invitation: (token: string) => [...registerKeys.all, 'invitation', token] as const,
  /** The owner's accepted reservations, the starting point of "Move in". */
  accepted: (userId: string | undefined) =>
    [...registerKeys.all, 'accepted', userId ?? 'guest'] as const,
};
