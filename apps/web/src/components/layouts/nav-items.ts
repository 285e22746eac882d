import type { Role } from '@hostelhub/shared';
import {
  BellRing,
  CalendarCheck,
  ClipboardList,
  LayoutDashboard,
  ReceiptText,
  Settings,
  User,
  type LucideIcon,
} from 'lucide-react';
import { paths, profileHrefFor, roleHomeHref } from '../../config/paths';

/** A key of the components' catalogue (components/locales): the item's label. */
export type NavLabel =
  | 'nav.home'
  | 'nav.findHostels'
  | 'nav.myHostels'
  | 'nav.adminPanel'
  | 'nav.about'
  | 'nav.contact'
  | 'account.dashboard'
  | 'account.bookings'
  | 'account.register'
  | 'account.receipts'
  | 'account.savedSearches'
  | 'account.profile'
  | 'account.settings';

export interface NavItem {
  label: NavLabel;
  to: string;
  end?: boolean;
}

/** Home, Find Hostels, then My Hostels (owners) or Admin Panel (admins), About, Contact. */
export function getNavItems(role: Role | null | undefined): NavItem[] {
  return [
    { label: 'nav.home', to: paths.home.getHref(), end: true },
    { label: 'nav.findHostels', to: paths.hostels.list.getHref() },
    ...(role === 'owner'
      ? [{ label: 'nav.myHostels' as const, to: paths.owner.dashboard.getHref() }]
      : []),
    ...(role === 'admin'
      ? [{ label: 'nav.adminPanel' as const, to: paths.admin.dashboard.getHref() }]
      : []),
    { label: 'nav.about', to: paths.about.getHref() },
    { label: 'nav.contact', to: paths.contact.getHref() },
  ];
}

export interface AccountItem extends NavItem {
  icon: LucideIcon;
}

/**
 * The signed-in user's own pages, in the user menu and the mobile menu: Dashboard, Visits &
 * reservations (students and owners, issue 27), Register (owners, and students who may be a
 * hostel's staff: issue 44), Receipts (students, issue 45), Saved searches (issue 29), Profile, Settings.
 */
export function getAccountItems(role: Role): AccountItem[] {
  return [
    { label: 'account.dashboard', to: roleHomeHref(role), icon: LayoutDashboard },
    ...(role === 'student' || role === 'owner'
      ? [
          {
            label: 'account.bookings' as const,
            to: paths.bookings.getHref(),
            icon: CalendarCheck,
          },
        ]
      : []),
    ...(role === 'student' || role === 'owner'
      ? [
          {
            label: 'account.register' as const,
            to: paths.register.home.getHref(),
            icon: ClipboardList,
          },
        ]
      : []),
    ...(role === 'student'
      ? [{ label: 'account.receipts' as const, to: paths.myReceipts.getHref(), icon: ReceiptText }]
      : []),
    { label: 'account.savedSearches', to: paths.savedSearches.getHref(), icon: BellRing },
    { label: 'account.profile', to: profileHrefFor(role), icon: User },
    { label: 'account.settings', to: paths.settings.getHref(), icon: Settings },
  ];
}
