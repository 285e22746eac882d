import clsx from 'clsx';
import { Building2, GraduationCap, MapPin, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters, useT } from '../../../lib/i18n';
import { usePlatformStats } from '../api/get-platform-stats';
import { platformStatsText } from '../i18n';

const FIGURES = [
  { key: 'hostels', label: 'figures.hostels', icon: Building2 },
  { key: 'cities', label: 'figures.cities', icon: MapPin },
  { key: 'students', label: 'figures.students', icon: GraduationCap },
] as const satisfies readonly {
  key: 'hostels' | 'cities' | 'students';
  label: string;
  icon: LucideIcon;
}[];

/**
 * The live figures (hostels, cities, students), counted by the server. Nothing is shown
 * when they cannot be loaded: an invented number would be worse than none.
 */
export function PlatformStatsFigures({
  className,
  compact,
}: {
  className?: string;
  compact?: boolean;
}) {
  const query = usePlatformStats();
  const t = useT(platformStatsText);
  const format = useFormatters();

  if (query.isError) return null;

  return (
    <dl
      aria-busy={query.isPending}
      className={clsx('grid grid-cols-3 gap-3 text-center sm:gap-6', className)}
    >
      {FIGURES.map(({ key, label, icon: Icon }) => (
        <div
          key={key}
          className={clsx(
            'flex flex-col-reverse items-center gap-1 rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
            compact ? 'p-3' : 'p-4 sm:p-6',
          )}
        >
          <dt className="flex items-center gap-1.5 text-xs text-slate-600 sm:text-sm dark:text-slate-400">
            <Icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            {t(label)}
          </dt>
          <dd
            className={clsx(
              'font-bold text-teal-800 dark:text-teal-300',
              compact ? 'text-xl' : 'text-2xl sm:text-3xl',
            )}
          >
            {query.isPending ? (
              <Skeleton className={clsx('mx-auto', compact ? 'h-7 w-12' : 'h-9 w-16')} />
            ) : (
              format.number(query.data[key])
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
