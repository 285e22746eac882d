import type { Role } from '@hostelhub/shared';
import { LayoutDashboard, Settings, User, type LucideIcon } from 'lucide-react';
import { paths, profileHrefFor, roleHomeHref } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  end?: boolean;
}

/** Home, Find Hostels, then My Hostels (owners) or Admin Panel (admins), About, Contact. */
export function getNavItems(role: Role | null | undefined): NavItem[] {
  return [
    { label: 'Home', to: paths.home.getHref(), end: true },
    { label: 'Find Hostels', to: paths.hostels.list.getHref() },
    ...(role === 'owner' ? [{ label: 'My Hostels', to: paths.owner.dashboard.getHref() }] : []),
    ...(role === 'admin' ? [{ label: 'Admin Panel', to: paths.admin.dashboard.getHref() }] : []),
    { label: 'About', to: paths.about.getHref() },
    { label: 'Contact', to: paths.contact.getHref() },
  ];
}

export interface AccountItem extends NavItem {
  icon: LucideIcon;
}

/** The signed-in user's own pages, in the user menu and the mobile menu: Dashboard, Profile, Settings. */
export function getAccountItems(role: Role): AccountItem[] {
  return [
    { label: 'Dashboard', to: roleHomeHref(role), icon: LayoutDashboard },
    { label: 'Profile', to: profileHrefFor(role), icon: User },
    { label: 'Settings', to: paths.settings.getHref(), icon: Settings },
  ];
}
