/** `text` with `\`, `%` and `_` escaped, so a LIKE or ILIKE pattern matches it literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
