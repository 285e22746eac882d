import { canonicalFacilityName, FACILITIES, type Language } from '@hostelhub/shared';
import { useCallback } from 'react';
import { useLanguage } from './i18n/language-provider';

/**
 * A reference place as the API sends it: a city, town (area) or university (or a facility of
 * the reference list, which carries its Urdu name the same way).
 */
export interface NamedPlace {
  name: string;
  /** Its Urdu name; null (or absent) where none is known (an area an owner typed). */
  name_ur?: string | null | undefined;
}

/**
 * The name of a city, town or university in `language` (issue 24): its Urdu name in Urdu when
 * it has one, else its (English or owner-typed) name.
 */
export function placeName(place: NamedPlace, language: Language): string {
  return language === 'ur' && place.name_ur ? place.name_ur : place.name;
}

// Built on first use: only Urdu pages need it.
let urduFacilityNames: Map<string, string> | undefined;

/**
 * A facility's name in `language` (issue 24): in Urdu the Urdu name of the FACILITIES entry
 * it names (an old alias such as 'AC' too, any case), else `name` as given. Facilities are
 * stored and filtered by their English names; only the label changes.
 */
export function facilityLabel(name: string, language: Language): string {
  if (language !== 'ur') return name;
  urduFacilityNames ??= new Map(
    FACILITIES.map((facility) => [facility.name.toLowerCase(), facility.name_ur]),
  );
  return urduFacilityNames.get(canonicalFacilityName(name).trim().toLowerCase()) ?? name;
}

/** `placeName` bound to the page's language: `const name = usePlaceName(); name(hostel.cities)`. */
export function usePlaceName(): (place: NamedPlace) => string {
  const { language } = useLanguage();
  return useCallback((place: NamedPlace) => placeName(place, language), [language]);
}

/** `facilityLabel` bound to the page's language. */
export function useFacilityLabel(): (name: string) => string {
  const { language } = useLanguage();
  return useCallback((name: string) => facilityLabel(name, language), [language]);
}

/** The separator of a list of names in `language`: the Urdu comma in Urdu (issue 24). */
export function listSeparator(language: Language): string {
  return language === 'ur' ? '، ' : ', ';
}

/** Joins names with the page language's list separator, leaving out empty ones. */
export function useJoinNames(): (names: readonly (string | null | undefined | false)[]) => string {
  const { language } = useLanguage();
  return useCallback((names) => names.filter(Boolean).join(listSeparator(language)), [language]);
}
