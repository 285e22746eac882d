/**
 * How a review names its author (issue 26): the first name and the initial of the last name,
 * 'Ayesha Khan' -> 'Ayesha K.', 'Muhammad Ali Raza' -> 'Muhammad R.'; a one-word name stays
 * whole. Enough to tell reviews apart without publishing a student's full name.
 */
export function reviewerDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
