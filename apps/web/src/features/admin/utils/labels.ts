import type {
  ContactCategory,
  ContactStatus,
  HostelStatus,
  ReportAction,
  ReportStatus,
  Role,
} from '@hostelhub/shared';
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

/** A report's status as its badge and its filter (issue 26). */
export const REPORT_STATUS_KEYS = {
  open: 'reports.status.open',
  dismissed: 'reports.status.dismissed',
  actioned: 'reports.status.actioned',
} as const satisfies Record<ReportStatus, AdminKey>;

/** The words of one way to resolve a report. */
interface ReportActionKeys {
  /** Its button on the report ('Hide review'). */
  button: AdminKey;
  /** The question before it, what it does, and its confirm button. */
  title: AdminKey;
  body: AdminKey;
  confirm: AdminKey;
  /** The toast once done. */
  done: AdminKey;
  /** The resolved report's line ('Review hidden by {name} on {date}'). */
  resolved: AdminKey;
}

/** Each way to resolve a report, in the admin panel's words (issue 26). */
export const REPORT_ACTION_KEYS = {
  dismiss: {
    button: 'reports.action.dismiss',
    title: 'resolve.dismiss.title',
    body: 'resolve.dismiss.body',
    confirm: 'resolve.dismiss.confirm',
    done: 'resolve.dismiss.done',
    resolved: 'reports.resolved.dismiss',
  },
  hide_review: {
    button: 'reports.action.hide_review',
    title: 'resolve.hide_review.title',
    body: 'resolve.hide_review.body',
    confirm: 'resolve.hide_review.confirm',
    done: 'resolve.hide_review.done',
    resolved: 'reports.resolved.hide_review',
  },
  return_hostel_to_review: {
    button: 'reports.action.return_hostel_to_review',
    title: 'resolve.return_hostel_to_review.title',
    body: 'resolve.return_hostel_to_review.body',
    confirm: 'resolve.return_hostel_to_review.confirm',
    done: 'resolve.return_hostel_to_review.done',
    resolved: 'reports.resolved.return_hostel_to_review',
  },
  suspend_user: {
    button: 'reports.action.suspend_user',
    title: 'resolve.suspend_user.title',
    body: 'resolve.suspend_user.body',
    confirm: 'resolve.suspend_user.confirm',
    done: 'resolve.suspend_user.done',
    resolved: 'reports.resolved.suspend_user',
  },
} as const satisfies Record<ReportAction, ReportActionKeys>;
