/**
 * Avatar initials (part 1 section 2): the first letters of up to two words of the name,
 * upper-cased; 'U' when there is no name.
 */
export function getInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}
