/** The marker colour key under the hostel map (spec part 1 section 2: male and female). */
import clsx from 'clsx';
import { useT } from '../../../lib/i18n';
import { hostelMapText } from '../i18n';
import { MARKER_TONES, type MarkerTone } from '../utils/marker-tones';

export interface MapLegendProps {
  /** Tones to list, in order. */
  tones: readonly MarkerTone[];
}

export function MapLegend({ tones }: MapLegendProps) {
  const t = useT(hostelMapText);
  return (
    <ul
      aria-label={t('legend.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300"
    >
      {tones.map((tone) => (
        <li key={tone} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={clsx(
              'h-3 w-3 rounded-full ring-2 ring-white dark:ring-slate-900',
              MARKER_TONES[tone].fillClass,
            )}
          />
          {t(MARKER_TONES[tone].labelKey)}
        </li>
      ))}
    </ul>
  );
}
