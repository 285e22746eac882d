import { MapPinned, X } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';

export interface MapAreaChipProps {
  /** Drops the `bbox` filter. */
  onRemove: () => void;
}

/**
 * The applied map area (issue 28, "Search this area": the list's `bbox` filter) as a chip whose
 * button removes it.
 */
export function MapAreaChip({ onRemove }: MapAreaChipProps) {
  const t = useT(hostelSearchText);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-teal-200 bg-teal-50 py-0.5 ps-3 pe-0.5 text-sm font-medium text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100">
      <MapPinned aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('filters.mapArea')}
      <button
        type="button"
        aria-label={t('filters.mapArea.remove')}
        title={t('filters.mapArea.remove')}
        onClick={onRemove}
        className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-teal-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:hover:bg-teal-900"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </span>
  );
}
