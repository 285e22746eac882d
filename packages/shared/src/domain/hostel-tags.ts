import { MAX_CARD_TAGS } from '../constants/limits.ts';
import type { GenderCategory } from '../constants/hostels.ts';

/** One tag on a hostel card. `kind` lets the web app colour it. */
export interface HostelCardTag {
  kind: 'gender' | 'mess' | 'facility';
  label: string;
}

/** The fields of a hostel that decide its card tags. */
export interface HostelTagSource {
  gender_category: GenderCategory | null | undefined;
  mess_available: boolean;
  facilities: readonly string[];
}

/** Card label of a gender category (part 1 section 2). */
export function genderTagLabel(gender: GenderCategory): string {
  return gender === 'male' ? 'Boys Hostel' : 'Girls Hostel';
}

/**
 * The tags a hostel card shows (part 1 section 2 'Hostel card'): the gender tag, 'Mess
 * Available' when mess is offered, then facilities: up to 2 when mess is offered, else up
 * to 3. Never more than 4 in all.
 */
export function getHostelCardTags(hostel: HostelTagSource): HostelCardTag[] {
  const tags: HostelCardTag[] = [];
  if (hostel.gender_category) {
    tags.push({ kind: 'gender', label: genderTagLabel(hostel.gender_category) });
  }
  if (hostel.mess_available) tags.push({ kind: 'mess', label: 'Mess Available' });
  const facilityCount = hostel.mess_available ? 2 : 3;
  for (const name of hostel.facilities.slice(0, facilityCount)) {
    tags.push({ kind: 'facility', label: name });
  }
  return tags.slice(0, MAX_CARD_TAGS);
}
