import clsx from 'clsx';
import {
  BarChart3,
  Building2,
  ChevronDown,
  FilePenLine,
  Flag,
  Inbox,
  LayoutDashboard,
  MapPinned,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { adminText, type AdminKey } from '../i18n';

/** The admin panel's sections, each at its own URL (issue 22 item 8). */
export type AdminSection =
  | 'overview'
  | 'hostels'
  | 'owners'
  | 'areas'
  | 'reports'
  | 'changes'
  | 'users'
  | 'messages'
  | 'analytics';

interface SectionLink {
  id: AdminSection;
  label: AdminKey;
  href: string;
  icon: LucideIcon;
}

/** The sections in menu order, each with its name's key, URL and icon. */
export const ADMIN_SECTIONS: readonly SectionLink[] = [
  {
    id: 'overview',
    label: 'section.overview',
    href: paths.admin.dashboard.getHref(),
    icon: LayoutDashboard,
  },
  { id: 'hostels', label: 'section.hostels', href: paths.admin.hostels.getHref(), icon: Building2 },
  { id: 'owners', label: 'section.owners', href: paths.admin.owners.getHref(), icon: UserCheck },
  // Areas owners added, awaiting review (issue 22 item 17).
  { id: 'areas', label: 'section.areas', href: paths.admin.areas.getHref(), icon: MapPinned },
  // What users reported: hostels, reviews, chat messages, people (issue 26).
  { id: 'reports', label: 'section.reports', href: paths.admin.reports.getHref(), icon: Flag },
  // Owners' changes to approved hostels, waiting for review (issue 26).
  {
    id: 'changes',
    label: 'section.changes',
    href: paths.admin.changes.getHref(),
    icon: FilePenLine,
  },
  { id: 'users', label: 'section.users', href: paths.admin.users.getHref(), icon: Users },
  { id: 'messages', label: 'section.messages', href: paths.admin.messages.getHref(), icon: Inbox },
  {
    id: 'analytics',
    label: 'section.analytics',
    href: paths.admin.analytics.getHref(),
    icon: BarChart3,
  },
];

/** The section a path shows: /admin/owners → 'owners'; /admin (and anything else) → 'overview'. */
export function adminSectionOf(pathname: string): AdminSection {
  const trimmed = pathname.replace(/\/+$/u, '');
  return ADMIN_SECTIONS.find((section) => section.href === trimmed)?.id ?? 'overview';
}

/** What waits in a section, shown as a badge beside its name (0 or unknown: none). */
export type SectionCounts = Partial<Record<AdminSection, { count: number; label: string }>>;

/**
 * The admin panel's section menu (issue 22 item 8): a side menu from 768 px; below, a compact
 * menu behind a button naming the current section. Links are keyboard reachable in page order,
 * the current one carries aria-current="page", and Escape closes the compact menu.
 */
export function AdminNav({ current, counts }: { current: AdminSection; counts: SectionCounts }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useT(adminText);
  const currentKey = ADMIN_SECTIONS.find((section) => section.id === current)?.label;
  const currentLabel = currentKey ? t(currentKey) : '';

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav aria-label={t('nav.label')} className="min-w-0 md:sticky md:top-24 md:self-start">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2.5 text-start text-sm font-medium focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none md:hidden dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="min-w-0 truncate-or-wrap">
          <span className="text-slate-500 dark:text-slate-400">{t('nav.section')}</span>
          {currentLabel}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('h-4 w-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        className={clsx(
          'gap-1 rounded-lg border border-slate-200 bg-white p-1 md:grid md:border-0 md:bg-transparent md:p-0 dark:border-slate-800 dark:bg-slate-900 md:dark:bg-transparent',
          open ? 'mt-2 grid' : 'hidden',
        )}
      >
        {ADMIN_SECTIONS.map(({ id, label, href, icon: Icon }) => {
          const badge = counts[id];
          return (
            <li key={id}>
              <NavLink
                to={href}
                end
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  clsx(
                    'flex min-w-0 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none',
                    isActive
                      ? 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-300'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                  )
                }
              >
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                <span className="min-w-0 flex-1 truncate-or-wrap">{t(label)}</span>
                {badge && badge.count > 0 ? (
                  <span className="rounded-full bg-amber-100 px-2 text-xs leading-5 font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
                    {badge.count}
                    <span className="sr-only"> {badge.label}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
