import { LANGUAGE_DIRECTIONS, type Language } from './languages.ts';

// Unicode's left-to-right isolate, first-strong isolate and pop directional isolate (UAX #9).
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';
// Only a free text with a Latin letter needs a first-strong isolate: an Urdu name already sits
// right (a value that must read left to right takes ltrIsolate instead).
const LATIN = /\p{Script=Latin}/u;
// A text that already holds an isolate (U+2066 to U+2068) was placed by its caller.
const ISOLATED = /[\u2066-\u2068]/;
// A clock time ("7:30", "7:30 AM", "19:30") or a range of two ("7:30 AM - 9:30 AM").
const CLOCK = String.raw`\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?`;
const TIMES = new RegExp(String.raw`${CLOCK}(?:\s*[-–—]\s*${CLOCK})?`, 'giu');

/**
 * Whether texts in `language` need isolates at all: only a right-to-left language does, so an
 * English page stays plain (docs/decisions/019). The web's `<Ltr>` asks it too.
 */
export function needsIsolates(language: Language): boolean {
  return LANGUAGE_DIRECTIONS[language] === 'rtl';
}

/**
 * `text` as a first-strong isolate (U+2068 … U+2069) in a right-to-left `language` when it
 * holds a Latin letter, else as it is (docs/decisions/019): free text typed in English ("Gulberg
 * Hostel (Boys)") keeps its own order inside an Urdu sentence or list, and the Urdu punctuation
 * around it stays where the sentence put it. A text that already holds an isolate is left as it
 * is. Values that must read left to right (times, prices, sizes) take `ltrIsolate` instead.
 */
export function isolate(language: Language, text: string): string {
  return needsIsolates(language) && LATIN.test(text) && !ISOLATED.test(text)
    ? `${FSI}${text}${PDI}`
    : text;
}

/**
 * `text` as a left-to-right isolate (U+2066 … U+2069) in a right-to-left `language`, letters or
 * not; unchanged in a left-to-right one, when empty, or when it already holds an isolate (issue
 * 40 item 2, docs/decisions/019). For a value that reads left to right whatever its letters:
 * a time or time range ("7:30 AM - 9:30 AM"), a size ("13 x 12 ft"), coordinates ("30.20392,
 * 71.46862"), a price figure ("Rs 14,000", "Rs 5,000 - 8,000": the figure only, never the
 * Urdu unit after it), a phone number or a number range. Without it Urdu's right-to-left order
 * scrambles such a value ("AM - 9:30 AM 7:30").
 */
export function ltrIsolate(language: Language, text: string): string {
  return needsIsolates(language) && text !== '' && !ISOLATED.test(text)
    ? `${LRI}${text}${PDI}`
    : text;
}

/**
 * `text` with each clock time or time range in it a left-to-right isolate in a right-to-left
 * `language` (issue 40 item 2): for a text that mixes Urdu words with times, such as an Urdu
 * date and time ("جمعہ، 27 نومبر، 2026، 4:30 PM"), where only the time reads left to right.
 * Unchanged in a left-to-right language or when it already holds an isolate.
 */
export function ltrIsolateTimes(language: Language, text: string): string {
  if (!needsIsolates(language) || ISOLATED.test(text)) return text;
  return text.replace(TIMES, (time) => `${LRI}${time}${PDI}`);
}
