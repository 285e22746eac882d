/**
 * Marker colours by gender category (spec part 1 section 2 'Map view'): blue for boys'
 * hostels, pink for girls', green otherwise. One table for the markers, the legend and the
 * popup badge, so they cannot drift apart. The class names are written out in full so that
 * Tailwind generates them.
 */
import type { BadgeTone } from '../../../components/ui/badge';
import type { HostelMapKey } from '../i18n';

export type MarkerTone = 'male' | 'female' | 'other';

export interface MarkerToneStyle {
  /** Legend and badge text: its catalogue key ('Boys Hostel' for male). */
  labelKey: HostelMapKey;
  /** Background class of the pin and the legend swatch. */
  fillClass: string;
  badgeTone: BadgeTone;
}

export const MARKER_TONES: Record<MarkerTone, MarkerToneStyle> = {
  male: { labelKey: 'tone.male', fillClass: 'bg-blue-600', badgeTone: 'blue' },
  female: { labelKey: 'tone.female', fillClass: 'bg-pink-500', badgeTone: 'pink' },
  other: { labelKey: 'tone.other', fillClass: 'bg-green-600', badgeTone: 'green' },
};

/** The tone of a hostel's gender category; anything but male or female is 'other'. */
export function markerToneFor(gender: string | null | undefined): MarkerTone {
  return gender === 'male' || gender === 'female' ? gender : 'other';
}
