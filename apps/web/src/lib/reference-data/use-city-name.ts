import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/language-provider';
import { placeName } from '../place-names';
import { getCitiesQueryOptions } from './get-cities';

/**
 * A city known only by its English name (a map marker's `city`, a profile's typed city) in the
 * page's language (issue 24): on Urdu pages the cities list (fetched then, cached for an hour)
 * gives its Urdu name; a name the list does not hold, or the list still loading, shows as it is.
 */
export function useCityName(name: string | null | undefined): string | null {
  const { language } = useLanguage();
  const cities = useQuery({ ...getCitiesQueryOptions(), enabled: language === 'ur' && !!name });
  if (!name) return null;
  if (language !== 'ur') return name;
  const wanted = name.trim();
  const city = cities.data?.find(
    (candidate) => candidate.name.localeCompare(wanted, undefined, { sensitivity: 'accent' }) === 0,
  );
  return city ? placeName(city, language) : name;
}
