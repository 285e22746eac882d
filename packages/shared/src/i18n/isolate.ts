import { LANGUAGE_DIRECTIONS, type Language } from './languages.ts';

// Unicode's first-strong isolate and pop directional isolate (UAX #9).
const FSI = '\u2068';
const PDI = '\u2069';
// Only a text with a Latin letter needs it: an Urdu name or a bare number already sits right.
const LATIN = /\p{Script=Latin}/u;
// A text that already holds an isolate (U+2066 to U+2068) was placed by its caller.
const ISOLATED = /[\u2066-\u2068]/;

/**
 * `text` as a Unicode isolate (U+2068 … U+2069) in a right-to-left `language` when it holds a
 * Latin letter, else as it is (docs/decisions/019): a name typed in English ("Gulberg Hostel
 * (Boys)") keeps its own order inside an Urdu sentence or list, and the Urdu punctuation around
 * it stays where the sentence put it. A text that already holds an isolate is left as it is.
 */
export function isolate(language: Language, text: string): string {
  return LANGUAGE_DIRECTIONS[language] === 'rtl' && LATIN.test(text) && !ISOLATED.test(text)
    ? `${FSI}${text}${PDI}`
    : text;
}
