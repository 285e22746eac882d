import { formatOneDecimal, isolate, LANGUAGE_LOCALES, ltrIsolate } from '@hostelhub/shared';
import { MapPin } from 'lucide-react';
import { useLanguage, useT } from '../../../lib/i18n';
import { useHostelNear } from '../api/get-hostel-near';
import { hostelDetailText } from '../i18n';

/**
 * "1.2 km from LUMS" on a hostel opened from a near card (issue 42, `?near={university-slug}`):
 * the university's first short name, else its name in the page's language, the kilometres with
 * one decimal as the card shows them, both isolated (figures left to right inside Urdu).
 * Nothing while it loads, for an unknown university, or when the hostel or the campus has no
 * map point.
 */
export function NearDistance({
  hostelId,
  university,
}: {
  hostelId: string;
  university: string | undefined;
}) {
  const t = useT(hostelDetailText);
  const { language } = useLanguage();
  const { data } = useHostelNear(hostelId, university);
  if (!data || data.distance_km === null) return null;
  const named = data.near_university;
  const name =
    named.short_name ?? (language === 'ur' && named.name_ur ? named.name_ur : named.name);
  const km = formatOneDecimal(data.distance_km, LANGUAGE_LOCALES[language]);
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-teal-800 dark:text-teal-300">
      <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('near.fromUniversity', {
        km: ltrIsolate(language, km),
        university: isolate(language, name),
      })}
    </p>
  );
}
