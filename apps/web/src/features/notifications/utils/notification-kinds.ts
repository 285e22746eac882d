import type { NotificationType } from '@hostelhub/shared';
import {
  BedDouble,
  BellRing,
  CalendarClock,
  CircleCheck,
  CircleX,
  FileCheck,
  FileX,
  Flag,
  Heart,
  MessageSquare,
  ReceiptText,
  UserCheck,
  UserX,
  type LucideIcon,
} from 'lucide-react';

/** How one kind of notification looks in the list: its icon, the icon's colour and its name. */
interface NotificationKind {
  icon: LucideIcon;
  className: string;
  label:
    | 'kind.hostel_approved'
    | 'kind.hostel_rejected'
    | 'kind.owner_approved'
    | 'kind.owner_rejected'
    | 'kind.new_message'
    | 'kind.report_resolved'
    | 'kind.hostel_change_approved'
    | 'kind.hostel_change_rejected'
    | 'kind.visit'
    | 'kind.reservation'
    | 'kind.saved_search_alert'
    | 'kind.favorite_alert'
    | 'kind.due_reminder';
}

const APPROVED = 'text-green-700 dark:text-green-400';
const REJECTED = 'text-red-700 dark:text-red-400';

/**
 * Every notification type (product decision 9; issue 26 adds the decisions on a hostel's
 * changes, issue 27 a step of a visit or a reservation, issue 29 the alerts) with its icon and the name a screen
 * reader gives it.
 */
export const NOTIFICATION_KINDS = {
  hostel_approved: { icon: CircleCheck, className: APPROVED, label: 'kind.hostel_approved' },
  hostel_rejected: { icon: CircleX, className: REJECTED, label: 'kind.hostel_rejected' },
  owner_approved: { icon: UserCheck, className: APPROVED, label: 'kind.owner_approved' },
  owner_rejected: { icon: UserX, className: REJECTED, label: 'kind.owner_rejected' },
  new_message: {
    icon: MessageSquare,
    className: 'text-teal-700 dark:text-teal-400',
    label: 'kind.new_message',
  },
  report_resolved: {
    icon: Flag,
    className: 'text-amber-700 dark:text-amber-400',
    label: 'kind.report_resolved',
  },
  hostel_change_approved: {
    icon: FileCheck,
    className: APPROVED,
    label: 'kind.hostel_change_approved',
  },
  hostel_change_rejected: {
    icon: FileX,
    className: REJECTED,
    label: 'kind.hostel_change_rejected',
  },
  visit: {
    icon: CalendarClock,
    className: 'text-blue-700 dark:text-blue-400',
    label: 'kind.visit',
  },
  reservation: {
    icon: BedDouble,
    className: 'text-blue-700 dark:text-blue-400',
    label: 'kind.reservation',
  },
  // Issue 29: a saved search's new matches, and a favourite's price drop or free beds.
  saved_search_alert: {
    icon: BellRing,
    className: 'text-teal-700 dark:text-teal-400',
    label: 'kind.saved_search_alert',
  },
  favorite_alert: {
    icon: Heart,
    className: 'text-rose-700 dark:text-rose-400',
    label: 'kind.favorite_alert',
  },
  // Issue 45 item 4: a resident's due is coming or late.
  due_reminder: {
    icon: ReceiptText,
    className: 'text-amber-700 dark:text-amber-400',
    label: 'kind.due_reminder',
  },
} as const satisfies Record<NotificationType, NotificationKind>;
