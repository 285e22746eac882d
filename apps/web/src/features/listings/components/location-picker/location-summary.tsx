import { MapPin } from 'lucide-react';
import { useLanguage, useT } from '../../../../lib/i18n';
import { listingsText } from '../../i18n';
import { locationNames, type LocationSelection } from './location-selection';

/** The card of a confirmed location: the way it is located, then university, city and town. */
export function LocationSummary({ value }: { value: LocationSelection }) {
  const t = useT(listingsText);
  const { language } = useLanguage();
  const names = locationNames(value, language);
  return (
    <section
      aria-label={t('location.selected')}
      className="rounded-lg border border-teal-200 bg-teal-50 p-4 text-sm dark:border-teal-900 dark:bg-teal-950"
    >
      <p className="flex items-center gap-2 font-semibold text-teal-900 dark:text-teal-100">
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {value.location_type === 'university'
          ? t('location.nearUniversity')
          : t('location.byCityAndTown')}
      </p>
      <dl className="mt-2 grid gap-1 sm:grid-cols-3">
        {value.location_type === 'university' ? (
          <div>
            <dt className="text-teal-800 dark:text-teal-300">{t('label.university')}</dt>
            <dd className="font-medium">{names.university}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-teal-800 dark:text-teal-300">{t('label.city')}</dt>
          <dd className="font-medium">{names.city}</dd>
        </div>
        <div>
          <dt className="text-teal-800 dark:text-teal-300">{t('label.townArea')}</dt>
          <dd className="font-medium">{names.town}</dd>
        </div>
      </dl>
    </section>
  );
}
