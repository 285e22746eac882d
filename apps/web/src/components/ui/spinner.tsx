import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { i18n } from '../../lib/i18n';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx('animate-spin', className)} />;
}

/**
 * Full-area loading state, announced politely to screen readers. It is also what shows while a
 * page's Urdu strings load, so it reads the catalogue without waiting for it (English until then).
 */
export function LoadingScreen({ label }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <Spinner className="h-8 w-8 text-teal-700 dark:text-teal-400" />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {label ?? i18n._('components.loading')}
      </p>
    </div>
  );
}
