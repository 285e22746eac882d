import {
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
}

const NUMBER = '(?<max>[\\d,]+)';

/**
 * The run-time texts the API answers with, in the order they are tried (issue 24). Each
 * regular expression matches exactly what the code writes (resendWaitMessage, the schemas'
 * `must be at most ${max} characters`, zod 4's generic English, static-web's 404).
 */
export const SERVER_MESSAGE_PATTERNS: readonly ServerMessagePattern[] = [
  {
    key: 'phone.resendWait',
    match: /^Please wait (?<seconds>\d+) seconds? before requesting a new code\.$/,
    numbers: ['seconds'],
  },
  { key: 'validation.maxCharacters', match: new RegExp(`^must be at most ${NUMBER} characters$`) },
  { key: 'validation.maxValue', match: new RegExp(`^must be at most ${NUMBER}$`) },
  {
    key: 'validation.wholeNumberRange',
    match: new RegExp(`^(?<field>[a-z_]+) must be a whole number from 1 to ${NUMBER}$`),
  },
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
  { key: 'common.routeNotFound', match: /^Route (?<method>[A-Z]+) (?<path>\S+) not found$/ },
];

/** A catalogue entry found for an English text: its key and the values of its placeholders. */
export interface ServerMessageMatch {
  key: ServerMessageKey;
  values: Record<string, string | number>;
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
 * text (it stays English).
 */
export function findServerMessage(text: string): ServerMessageMatch | undefined {
  const key = KEY_BY_TEXT.get(text);
  if (key) return { key, values: {} };
  for (const pattern of SERVER_MESSAGE_PATTERNS) {
    const groups = pattern.match.exec(text)?.groups;
    if (!groups) continue;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(groups)) {
      values[name] = pattern.numbers?.includes(name) ? Number(value) : value;
    }
    return { key: pattern.key, values };
  }
  return undefined;
}

/** Whether `key` is a fixed table text (true) or a run-time pattern (false). */
export function isStaticMessageKey(key: ServerMessageKey): key is StaticMessageKey {
  return !SERVER_MESSAGE_PATTERNS.some((pattern) => pattern.key === key);
}
