import clsx from 'clsx';

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}
