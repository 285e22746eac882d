import { useT } from '../../../../lib/i18n';
import { listingsText } from '../../i18n';
import type { usePlaceSearch } from '../../api/geocode';

/**
 * The geocoder's answers to the map picker's search (two letters or more): a button per place,
 * 'searching', none found, or search unavailable.
 */
export function PlaceResults({
  search,
  places,
  onChoose,
}: {
  search: string;
  places: ReturnType<typeof usePlaceSearch>;
  /** The place chosen: the pin and the map move there. */
  onChoose: (place: { lat: number; lng: number }) => void;
}) {
  const t = useT(listingsText);
  if (places.isError) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.searchUnavailable')}</p>
    );
  }
  if (!places.data) {
    return (
      <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
        {t('map.searching')}
      </p>
    );
  }
  if (places.data.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.noPlaces', { search })}</p>
    );
  }
  return (
    <ul aria-label={t('map.places')} className="max-h-48 space-y-1 overflow-y-auto">
      {places.data.map((place) => (
        <li key={`${place.placeId ?? ''}-${place.lat}-${place.lng}`}>
          <button
            type="button"
            className="w-full rounded-md px-3 py-2 text-start text-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:hover:bg-slate-800"
            onClick={() => onChoose({ lat: place.lat, lng: place.lng })}
          >
            {place.address}
          </button>
        </li>
      ))}
    </ul>
  );
}
