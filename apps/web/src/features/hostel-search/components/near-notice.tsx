import { isolate, ltrIsolate, type NearAnswer } from '@hostelhub/shared';
import { MapPin } from 'lucide-react';
import { useLanguage, useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';

/**
 * The widening sentence above a list near a university (issue 42, spec decision 22): "No hostel
 * within 5 km; showing hostels within 10 km", or how many were within 5 km when some were;
 * nothing when the list did not widen.
 */
export function NearNotice({ near }: { near: NearAnswer | undefined }) {
  const t = useT(hostelSearchText);
  const { language } = useLanguage();
  if (!near || near.widened_from_km === null || near.radius_km === null) return null;
  const km = (value: number) => ltrIsolate(language, String(value));
  const values = { from: km(near.widened_from_km), to: km(near.radius_km) };
  const count = near.widened_from_count ?? 0;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
      <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {count === 0 ? t('near.widened', values) : t('near.widenedSome', { ...values, count })}
      </span>
    </p>
  );
}

/**
 * What a card says of its distance from the university a list is near (issue 42): the
 * university's first alias, else its name in the page's language.
 */
export function useNearLabel(near: NearAnswer | undefined): ((km: number) => string) | undefined {
  const t = useT(hostelSearchText);
  const { language } = useLanguage();
  if (!near) return undefined;
  const university = near.near_university;
  const name =
    university.short_name ??
    (language === 'ur' && university.name_ur ? university.name_ur : university.name);
  return (km: number) =>
    t('card.fromUniversity', {
      km: ltrIsolate(language, km.toFixed(1)),
      university: isolate(language, name),
    });
}
