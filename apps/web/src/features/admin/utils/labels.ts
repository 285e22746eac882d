import type { ContactStatus, Role } from '@hostelhub/shared';

/** Contact message statuses as the admin panel writes them (part 2 section 2). */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Roles as words in a sentence. */
export const ROLE_WORDS: Record<Role, string> = {
  student: 'student',
  owner: 'owner',
  admin: 'administrator',
};

/** A number of hostels in words: "2 hostels", "1 hostel". */
export const hostelCount = (count: number) => `${count} ${count === 1 ? 'hostel' : 'hostels'}`;
