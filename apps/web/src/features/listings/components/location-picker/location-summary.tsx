import { MapPin } from 'lucide-react';
import type { LocationSelection } from './location-selection';

/** The card of a confirmed location: the way it is located, then university, city and town. */
export function LocationSummary({ value }: { value: LocationSelection }) {
  return (
    <section
      aria-label="Selected location"
      className="rounded-lg border border-teal-200 bg-teal-50 p-4 text-sm dark:border-teal-900 dark:bg-teal-950"
    >
      <p className="flex items-center gap-2 font-semibold text-teal-900 dark:text-teal-100">
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {value.location_type === 'university' ? 'Near a university' : 'By city and town'}
      </p>
      <dl className="mt-2 grid gap-1 sm:grid-cols-3">
        {value.location_type === 'university' ? (
          <div>
            <dt className="text-teal-800 dark:text-teal-300">University</dt>
            <dd className="font-medium">{value.university_name}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-teal-800 dark:text-teal-300">City</dt>
          <dd className="font-medium">{value.city_name}</dd>
        </div>
        <div>
          <dt className="text-teal-800 dark:text-teal-300">Town/Area</dt>
          <dd className="font-medium">{value.town_name}</dd>
        </div>
      </dl>
    </section>
  );
}
