import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One filter of an admin list (hostels by status, reports by status) as a rounded link; the
 * current one is marked for assistive technology (`aria-current="page"`) and in colour.
 */
export function FilterPill({
  to,
  active,
  children,
}: {
  to: string;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'inline-flex rounded-full border px-3 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none',
        active
          ? 'border-teal-600 bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-300'
          : 'border-slate-200 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
      )}
    >
      {children}
    </Link>
  );
}
