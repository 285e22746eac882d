import type { StaffMember } from '@hostelhub/shared';
import type { StaffView } from './staff.repository.ts';

/** A staff row as the API answers it: a member (`user` set) or a waiting invitation. */
export function toStaffMember(row: StaffView): StaffMember {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    user: row.userId ? { id: row.userId, full_name: row.userName ?? '' } : null,
    status: row.userId ? 'member' : 'invited',
    invited_by: { id: row.invitedBy, full_name: row.inviterName ?? '' },
    expires_at: row.userId ? null : (row.expiresAt?.toISOString() ?? null),
    created_at: row.createdAt.toISOString(),
  };
}
