import {
  fieldSubjectKey,
  SERVER_FIELD_SUBJECTS,
  SERVER_MESSAGES_EN,
  type PatternMessageKey,
  type ServerMessageKey,
  type StaticMessageKey,
} from './en.ts';

/** How to recognise one run-time text in an English answer and read its values back. */
export interface ServerMessagePattern {
  key: PatternMessageKey;
  /** Matches the whole English text; named groups are the ICU message's placeholders. */
  match: RegExp;
  /** Groups that are counts (ICU plurals need numbers); the others stay text. */
  numbers?: readonly string[];
  /** Groups that are themselves an English answer text, translated in their turn. */
  nested?: readonly string[];
}

const NUMBER = '(?<max>[\\d,]+)';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A text's subject: a listed one (longest first, so `Image title` wins over a shorter one), or
// any other lower-case field name. Its value is the ICU select key (fieldSubjectKey).
const FIELD = `(?<field>${[...SERVER_FIELD_SUBJECTS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|')}|[a-z][a-z_]*)`;
/** `^<subject> <rest>$` as a pattern's expression. */
const subjectFirst = (rest: string) => new RegExp(`^${FIELD} ${rest}$`);

/**
 * The run-time texts the API answers with, in the order they are tried (issue 24). Each
 * regular expression matches exactly what the code writes (resendWaitMessage, the schemas'
 * `must be at most ${max} characters` and `<subject> must ...`, zod 4's generic English,
 * static-web's 404). A fixed text (a table's, Fastify's) needs no pattern: it is found by
 * its English.
 */
export const SERVER_MESSAGE_PATTERNS: readonly ServerMessagePattern[] = [
  // A wizard room's own message, prefixed with its number (schemas/listings.ts).
  { key: 'listing.roomIssue', match: /^Room (?<room>\d+): (?<issue>.+)$/s, nested: ['issue'] },
  {
    key: 'phone.resendWait',
    match: /^Please wait (?<seconds>\d+) seconds? before requesting a new code\.$/,
    numbers: ['seconds'],
  },
  { key: 'validation.maxCharacters', match: new RegExp(`^must be at most ${NUMBER} characters$`) },
  { key: 'validation.maxValue', match: new RegExp(`^must be at most ${NUMBER}$`) },
  { key: 'listing.unknownFacilityNamed', match: /^Unknown facility: (?<name>.+)$/ },
  {
    key: 'validation.wholeNumberRange',
    match: subjectFirst(`must be a whole number from 1 to ${NUMBER}`),
  },
  { key: 'validation.fieldRequired', match: subjectFirst('is required') },
  {
    key: 'validation.fieldMinCharacters',
    match: subjectFirst('must be at least (?<min>[\\d,]+) characters'),
  },
  {
    key: 'validation.fieldMaxCharacters',
    match: subjectFirst(`must be at most ${NUMBER} characters`),
  },
  { key: 'validation.fieldMaxValue', match: subjectFirst(`must be at most ${NUMBER}`) },
  {
    key: 'validation.fieldMinWholeNumber',
    match: subjectFirst('must be a whole number of at least (?<min>[\\d,]+)'),
  },
  { key: 'validation.fieldMinValue', match: subjectFirst('must be (?<min>[\\d,]+) or more') },
  { key: 'validation.fieldNotEmpty', match: subjectFirst('must not be empty') },
  { key: 'validation.chooseAtMost', match: new RegExp(`^choose at most ${NUMBER} ${FIELD}$`) },
  {
    key: 'validation.tooLongText',
    match: /^Too big: expected string to have <=(?<max>\d+) characters$/,
  },
  {
    key: 'validation.tooShortText',
    match: /^Too small: expected string to have >=(?<min>\d+) characters$/,
  },
  { key: 'validation.tooBigNumber', match: /^Too big: expected number to be <=(?<max>[\d.]+)$/ },
  {
    key: 'validation.tooSmallNumber',
    match: /^Too small: expected number to be >=(?<min>[\d.-]+)$/,
  },
  {
    key: 'validation.expectedType',
    match: /^Invalid input: expected (?<expected>\w+), received (?<received>\w+)$/,
  },
  { key: 'validation.unrecognizedKey', match: /^Unrecognized keys?: (?<key>.+)$/ },
  { key: 'validation.invalidOption', match: /^Invalid option: expected one of (?<options>.+)$/ },
  {
    key: 'validation.invalidDiscriminator',
    match: /^Invalid discriminator value\. Expected (?<options>.+)$/,
  },
  {
    key: 'validation.tooManyItems',
    match: /^Too big: expected array to have <=(?<max>\d+) items$/,
  },
  {
    key: 'validation.tooFewItems',
    match: /^Too small: expected array to have >=(?<min>\d+) items$/,
  },
  { key: 'common.routeNotFound', match: /^Route (?<method>[A-Z]+) (?<path>\S+) not found$/ },
];

/** A catalogue entry found for an English text: its key and the values of its placeholders. */
export interface ServerMessageMatch {
  key: ServerMessageKey;
  values: Record<string, string | number>;
  /** Values that are English answer texts themselves (a room's message inside its number). */
  nested?: readonly string[];
}

// English text -> key. A text several tables share ('Hostel not found') keeps its first key;
// the catalogue test checks such keys have the same Urdu.
const KEY_BY_TEXT = new Map<string, ServerMessageKey>();
for (const [key, text] of Object.entries(SERVER_MESSAGES_EN) as [ServerMessageKey, string][]) {
  if (!text.includes('{') && !KEY_BY_TEXT.has(text)) KEY_BY_TEXT.set(text, key);
}

/**
 * The catalogue key of an English text the API produced (issue 24): a fixed text of a shared
 * message table ('Hostel name is required' -> `listing.nameRequired`, no values), else a
 * run-time text one of SERVER_MESSAGE_PATTERNS recognises ('Please wait 42 seconds before
 * requesting a new code.' -> `phone.resendWait`, `{ seconds: 42 }`); undefined for any other
 * text (it stays English). A subject comes back as its select key (`{ field: 'room_types' }`).
 */
export function findServerMessage(text: string): ServerMessageMatch | undefined {
  const key = KEY_BY_TEXT.get(text);
  if (key) return { key, values: {} };
  for (const pattern of SERVER_MESSAGE_PATTERNS) {
    const groups = pattern.match.exec(text)?.groups;
    if (!groups) continue;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(groups)) {
      if (pattern.numbers?.includes(name)) values[name] = Number(value);
      else values[name] = name === 'field' ? fieldSubjectKey(value) : value;
    }
    return { key: pattern.key, values, nested: pattern.nested };
  }
  return undefined;
}

/**
 * `text`, an English answer text, in another language: `render` gives a catalogue key's text
 * with its values (a Lingui instance's `_`). A nested text ('Room 2: Room title and monthly
 * price are required') is translated inside its frame; a text the catalogue does not know
 * stays as it is. Used by the API's error answers and by the web's Urdu shared texts.
 */
export function translateServerTextWith(
  text: string,
  render: (key: ServerMessageKey, values: Record<string, string | number>) => string,
): string {
  const match = findServerMessage(text);
  if (!match) return text;
  const values = { ...match.values };
  for (const name of match.nested ?? []) {
    values[name] = translateServerTextWith(String(values[name]), render);
  }
  return render(match.key, values);
}

/** Whether `key` is a fixed table text (true) or a run-time pattern (false). */
export function isStaticMessageKey(key: ServerMessageKey): key is StaticMessageKey {
  return !SERVER_MESSAGE_PATTERNS.some((pattern) => pattern.key === key);
}
