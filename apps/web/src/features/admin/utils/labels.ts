import type { ContactCategory, ContactStatus, HostelStatus, Role } from '@hostelhub/shared';
import type { AdminKey } from '../i18n';

/** Contact message statuses as the admin panel writes them (part 2 section 2). */
export const CONTACT_STATUS_KEYS = {
  new: 'status.new',
  in_progress: 'status.inProgress',
  resolved: 'status.resolved',
  closed: 'status.closed',
} as const satisfies Record<ContactStatus, AdminKey>;

/** Contact categories in the page's language (the value stays the English one). */
export const CONTACT_CATEGORY_KEYS = {
  'General Query': 'category.generalQuery',
  'Bug Report': 'category.bugReport',
  'Report User': 'category.reportUser',
} as const satisfies Record<ContactCategory, AdminKey>;

/** A contact category's words; an unknown one shows as it is. */
export function contactCategoryText(t: (key: AdminKey) => string, category: string): string {
  const key = (CONTACT_CATEGORY_KEYS as Record<string, AdminKey | undefined>)[category];
  return key ? t(key) : category;
}

/** Roles as a badge or an option. */
export const ROLE_KEYS = {
  student: 'role.student',
  owner: 'role.owner',
  admin: 'role.admin',
} as const satisfies Record<Role, AdminKey>;

/** Roles as words in a sentence. */
export const ROLE_WORDS = {
  student: 'audit.role.student',
  owner: 'audit.role.owner',
  admin: 'audit.role.admin',
} as const satisfies Record<Role, AdminKey>;

/** A hostel's status as its badge. */
export const HOSTEL_STATUS_KEYS = {
  pending: 'hostel.status.pending',
  approved: 'hostel.status.approved',
  rejected: 'hostel.status.rejected',
} as const satisfies Record<HostelStatus, AdminKey>;
