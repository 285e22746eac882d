/**
 * A list joined as the language writes it (issue 40 item 4; docs/urdu-glossary.md): `A, B and
 * C` in English; in Urdu `A، B اور C`, with no comma before اور (nor before یا), which CLDR's
 * Urdu puts there ("A، B، اور C"). `locale` is a BCP 47 tag (`en-PK`, `ur-PK`); the items are
 * joined as given (isolate them first where needed).
 */
export function formatList(
  locale: string,
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const parts = new Intl.ListFormat(locale, { style: 'long', type }).formatToParts(items);
  if (!locale.toLowerCase().startsWith('ur')) return parts.map((part) => part.value).join('');
  return parts
    .map((part) =>
      part.type === 'literal' ? part.value.replace(/،\s*(اور|یا)(\s)/u, ' $1$2') : part.value,
    )
    .join('');
}
