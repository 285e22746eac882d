import type { HostelFilters } from '@hostelhub/shared';
import { useFormatters, useT } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/place-names';
import { useCities } from '../../../lib/reference-data/get-cities';
import { savedSearchesText } from '../i18n';
import { filterSummary, type SummaryPart } from '../utils/filter-summary';

/**
 * What a saved search looks for, as small chips (issue 29): its search text, city (in the
 * page's language), gender, price range and "+N more filters"; "Every new hostel" for none.
 */
export function FilterSummaryText({ filters }: { filters: HostelFilters }) {
  const t = useT(savedSearchesText);
  const format = useFormatters();
  const placeName = usePlaceName();
  const cities = useCities();
  const parts = filterSummary(filters, cities.data);

  const label = (part: SummaryPart): string => {
    switch (part.kind) {
      case 'search':
        return t('filters.search', { text: part.text });
      case 'city':
        return typeof part.city === 'string' ? part.city : placeName(part.city);
      case 'gender':
        return part.gender === 'male' ? t('filters.gender.male') : t('filters.gender.female');
      case 'price':
        if (part.min !== undefined && part.max !== undefined) {
          return t('filters.priceBetween', {
            min: format.rupees(part.min),
            max: format.rupees(part.max),
          });
        }
        return part.min !== undefined
          ? t('filters.priceFrom', { min: format.rupees(part.min) })
          : t('filters.priceUpTo', { max: format.rupees(part.max ?? 0) });
      case 'more':
        return t('filters.more', { count: part.count });
    }
  };

  const chips = parts.length > 0 ? parts.map(label) : [t('filters.all')];
  return (
    <ul className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li
          key={chip}
          dir="auto"
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {chip}
        </li>
      ))}
    </ul>
  );
}
