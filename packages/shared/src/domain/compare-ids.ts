const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids of a compare request or page (`ids=a,b,c`; a repeated `ids` works too, issue 29):
 * trimmed, lower case, each once, in the order given.
 */
export function parseCompareIds(value: string | readonly string[] | null | undefined): string[] {
  const pieces = (typeof value === 'string' ? [value] : (value ?? []))
    .flatMap((text) => text.split(','))
    .map((text) => text.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(pieces)];
}

/** Whether `id` is shaped like a uuid: anything else cannot name a hostel. */
export function isUuidText(id: string): boolean {
  return UUID_PATTERN.test(id);
}
