import { ADMIN_MESSAGES, CONTACT_MESSAGES } from '../../constants/admin-messages.ts';
import { AREA_MESSAGES } from '../../constants/areas.ts';
import { IMAGE_MESSAGES } from '../../constants/image-messages.ts';
import { LISTING_MESSAGES } from '../../constants/listing-messages.ts';
import { MESSAGES } from '../../constants/messages.ts';
import { MESSAGING_MESSAGES } from '../../constants/messaging-messages.ts';
import { PHONE_MESSAGES } from '../../constants/phone-messages.ts';
import { TWO_FACTOR_MESSAGES } from '../../constants/two-factor-messages.ts';
import { AUTH_MESSAGES } from '../../schemas/auth.ts';

/**
 * The English message tables of packages/shared, by the namespace their keys get in the server
 * catalogue (issue 24): `listing.nameRequired` is LISTING_MESSAGES.nameRequired. The texts stay
 * the constants' own, word for word. schemas/phones.ts's two owner-phone texts are
 * AUTH_MESSAGES.phoneShort and phoneInvalid, so `auth.*` covers them.
 */
export const SERVER_MESSAGE_TABLES = {
  common: MESSAGES,
  auth: AUTH_MESSAGES,
  listing: LISTING_MESSAGES,
  image: IMAGE_MESSAGES,
  messaging: MESSAGING_MESSAGES,
  phone: PHONE_MESSAGES,
  admin: ADMIN_MESSAGES,
  contact: CONTACT_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
  area: AREA_MESSAGES,
} as const;

type Tables = typeof SERVER_MESSAGE_TABLES;

/** A key of a fixed text: `<namespace>.<constant key>`, e.g. `auth.invalidCredentials`. */
export type StaticMessageKey = {
  [Namespace in keyof Tables]: `${Namespace}.${keyof Tables[Namespace] & string}`;
}[keyof Tables];

/**
 * Texts built at run time, as ICU messages with the values as placeholders (`{max}`, plurals
 * as `{seconds, plural, ...}`). Each English message says word for word what the code that
 * builds it writes; SERVER_MESSAGE_PATTERNS (patterns.ts) recognises them in an answer.
 * Besides our own, zod's generic texts the API passes through (`Too big: ...`).
 */
export const SERVER_PATTERN_MESSAGES_EN = {
  'phone.resendWait':
    'Please wait {seconds, plural, one {# second} other {# seconds}} before requesting a new code.',
  'validation.maxCharacters': 'must be at most {max} characters',
  'validation.maxValue': 'must be at most {max}',
  'validation.wholeNumberRange': '{field} must be a whole number from 1 to {max}',
  'validation.tooLongText': 'Too big: expected string to have <={max} characters',
  'validation.tooShortText': 'Too small: expected string to have >={min} characters',
  'validation.tooBigNumber': 'Too big: expected number to be <={max}',
  'validation.tooSmallNumber': 'Too small: expected number to be >={min}',
  'validation.expectedType': 'Invalid input: expected {expected}, received {received}',
  'validation.unrecognizedKey': 'Unrecognized key: {key}',
  'validation.invalidUuid': 'Invalid UUID',
  'validation.invalidInput': 'Invalid input',
  'validation.nulCharacter': 'must not contain the NUL character (\\u0000)',
  'validation.isInvalid': 'is invalid',
  'common.routeNotFound': 'Route {method} {path} not found',
} as const;

/** A key of a text built at run time (an ICU message with placeholders). */
export type PatternMessageKey = keyof typeof SERVER_PATTERN_MESSAGES_EN;

/** Every key of the server catalogue. */
export type ServerMessageKey = StaticMessageKey | PatternMessageKey;

/** One language's server catalogue: a text (an ICU message) for every key. */
export type ServerCatalogue = Record<ServerMessageKey, string>;

/**
 * The tables flattened to `namespace.key` -> text: `{ 'auth.passwordRequired': 'Password is
 * required', ... }`, in table order.
 */
export function flattenMessageTables(
  tables: Record<string, Record<string, string>>,
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [namespace, table] of Object.entries(tables)) {
    for (const [key, text] of Object.entries(table)) flat[`${namespace}.${key}`] = text;
  }
  return flat;
}

/**
 * The English server catalogue (issue 24): every table text under its key, then the run-time
 * patterns. Used by the API's error answers, and meant for emails, SMS and notifications next.
 */
export const SERVER_MESSAGES_EN = {
  ...(flattenMessageTables(SERVER_MESSAGE_TABLES) as Record<StaticMessageKey, string>),
  ...SERVER_PATTERN_MESSAGES_EN,
} satisfies ServerCatalogue;
