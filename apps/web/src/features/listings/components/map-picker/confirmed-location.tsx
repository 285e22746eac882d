import { coordinatesAsText, ltrIsolate } from '@hostelhub/shared';
import { Check, MapPin } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useLanguage, useT } from '../../../../lib/i18n';
import { listingsText } from '../../i18n';

/**
 * A confirmed map location: degrees and the geocoder's address, '' when it had none (never
 * the coordinates as text: students then see the typed address, issue 22 item 2).
 */
export interface PickedLocation {
  latitude: number;
  longitude: number;
  formatted_address: string;
}

/** The map picker once confirmed: the address, the coordinates and 'Change Location'. */
export function ConfirmedLocation({
  value,
  onChange,
}: {
  value: PickedLocation;
  /** 'Change Location': the picker opens again on this pin. */
  onChange: () => void;
}) {
  const t = useT(listingsText);
  const { language } = useLanguage();
  return (
    <section
      aria-label={t('map.confirmedRegion')}
      className="space-y-3 rounded-lg border border-teal-200 bg-teal-50 p-4 text-sm dark:border-teal-900 dark:bg-teal-950"
    >
      <p className="flex items-center gap-2 font-semibold text-teal-900 dark:text-teal-100">
        <Check aria-hidden="true" className="h-4 w-4" />
        {t('map.confirmed')}
      </p>
      <p>{value.formatted_address || t('map.noAddress')}</p>
      <p className="text-teal-800 dark:text-teal-300">
        {t('map.coordinates', {
          coordinates: ltrIsolate(language, coordinatesAsText(value.latitude, value.longitude)),
        })}
      </p>
      <Button variant="outline" size="sm" onClick={onChange}>
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {t('map.change')}
      </Button>
    </section>
  );
}
