import { ADMIN_MESSAGES, CONTACT_MESSAGES } from '../../constants/admin-messages.ts';
import { AREA_MESSAGES } from '../../constants/areas.ts';
import { COMPARE_MESSAGES } from '../../constants/compare.ts';
import { DISCOVERY_MESSAGES } from '../../constants/discovery-messages.ts';
import { IMAGE_MESSAGES } from '../../constants/image-messages.ts';
import { LISTING_MESSAGES } from '../../constants/listing-messages.ts';
import { MESSAGES } from '../../constants/messages.ts';
import { MESSAGING_MESSAGES } from '../../constants/messaging-messages.ts';
import { PHONE_MESSAGES } from '../../constants/phone-messages.ts';
import { TWO_FACTOR_MESSAGES } from '../../constants/two-factor-messages.ts';
import { AUTH_MESSAGES } from '../../constants/auth-messages.ts';
import { REVIEW_MESSAGES } from '../../constants/review-messages.ts';
import { REPORT_MESSAGES } from '../../constants/report-messages.ts';
import { HOSTEL_CHANGE_MESSAGES } from '../../constants/hostel-change-messages.ts';
import { BOOKING_MESSAGES } from '../../constants/booking-messages.ts';
import { REGISTER_MESSAGES } from '../../constants/register-messages.ts';
import { RECEIPT_MESSAGES } from '../../constants/receipt-messages.ts';
import { DUES_MESSAGES } from '../../constants/dues-messages.ts';
import { SAVED_SEARCH_MESSAGES } from '../../constants/saved-searches.ts';

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
  discovery: DISCOVERY_MESSAGES,
  compare: COMPARE_MESSAGES,
  review: REVIEW_MESSAGES,
  report: REPORT_MESSAGES,
  hostelChange: HOSTEL_CHANGE_MESSAGES,
  booking: BOOKING_MESSAGES,
  register: REGISTER_MESSAGES,
  receipt: RECEIPT_MESSAGES,
  dues: DUES_MESSAGES,
  savedSearch: SAVED_SEARCH_MESSAGES,
} as const;

type Tables = typeof SERVER_MESSAGE_TABLES;

/** A key of a fixed text: `<namespace>.<constant key>`, e.g. `auth.invalidCredentials`. */
export type StaticMessageKey = {
  [Namespace in keyof Tables]: `${Namespace}.${keyof Tables[Namespace] & string}`;
}[keyof Tables];

/**
 * The subjects run-time texts start with, as the code writes them: query and body field names
 * (`q must be at least 2 characters`) and form labels (`Hostel name must be at most 120
 * characters`). The Urdu catalogue names each in Urdu. A text about another lower-case field
 * name is still recognised and keeps that name; other subjects only when listed here.
 */
export const SERVER_FIELD_SUBJECTS = [
  'q',
  'search',
  'page',
  'limit',
  'display_order',
  'facilities',
  'room types',
  'Hostel name',
  'Description',
  'Address',
  'Contact phone',
  'Password',
  'Full name',
  'Name',
  'Subject',
  'Message',
  'Label',
  'Image title',
  'Image description',
  'Room title',
  'Reason',
  'A feature',
] as const;

/** A subject of SERVER_FIELD_SUBJECTS. */
export type ServerFieldSubject = (typeof SERVER_FIELD_SUBJECTS)[number];

/** A subject as the `{field}` value and ICU select key: `room types` -> `room_types`. */
export function fieldSubjectKey(subject: string): string {
  return subject.replaceAll(' ', '_');
}

/**
 * The `{field}` placeholder as an ICU select: each subject of `names` reads as given there,
 * any other as its value (`{field, select, room_types {room types} other {{field}}}`).
 */
export function fieldSubjectSelect(names: Partial<Record<string, string>>): string {
  const cases = Object.entries(names).map(
    ([subject, name]) => `${fieldSubjectKey(subject)} {${name ?? subject}}`,
  );
  return `{field, select, ${[...cases, 'other {{field}}'].join(' ')}}`;
}

// In English a subject reads as written; only those with a space differ from their key.
const FIELD = fieldSubjectSelect(
  Object.fromEntries(SERVER_FIELD_SUBJECTS.filter((s) => s.includes(' ')).map((s) => [s, s])),
);

/**
 * Texts built at run time, as ICU messages with the values as placeholders (`{max}`, plurals
 * as `{seconds, plural, ...}`, a subject as `{field}`). Each English message says word for
 * word what the code that builds it writes; SERVER_MESSAGE_PATTERNS (patterns.ts) recognises
 * them in an answer. Besides our own, the generic texts the API passes through: zod's (`Too
 * big: ...`), Fastify's (`request.*`: a body it cannot read) and @fastify/multipart's limits.
 */
export const SERVER_PATTERN_MESSAGES_EN = {
  'phone.resendWait':
    'Please wait {seconds, plural, one {# second} other {# seconds}} before requesting a new code.',
  'listing.unknownFacilityNamed': 'Unknown facility: {name}',
  'listing.roomIssue': 'Room {room}: {issue}',
  'validation.maxCharacters': 'must be at most {max} characters',
  'validation.maxValue': 'must be at most {max}',
  'validation.wholeNumberRange': `${FIELD} must be a whole number from 1 to {max}`,
  'validation.fieldRequired': `${FIELD} is required`,
  'validation.fieldMinCharacters': `${FIELD} must be at least {min} characters`,
  'validation.fieldMaxCharacters': `${FIELD} must be at most {max} characters`,
  'validation.fieldMaxValue': `${FIELD} must be at most {max}`,
  'validation.fieldMinWholeNumber': `${FIELD} must be a whole number of at least {min}`,
  'validation.fieldMinValue': `${FIELD} must be {min} or more`,
  'validation.fieldNotEmpty': `${FIELD} must not be empty`,
  'validation.chooseAtMost': `choose at most {max} ${FIELD}`,
  'validation.tooLongText': 'Too big: expected string to have <={max} characters',
  'validation.tooShortText': 'Too small: expected string to have >={min} characters',
  'validation.tooBigNumber': 'Too big: expected number to be <={max}',
  'validation.tooSmallNumber': 'Too small: expected number to be >={min}',
  'validation.expectedType': 'Invalid input: expected {expected}, received {received}',
  'validation.unrecognizedKey': 'Unrecognized key: {key}',
  'validation.invalidOption': 'Invalid option: expected one of {options}',
  'validation.invalidDiscriminator': 'Invalid discriminator value. Expected {options}',
  'validation.tooManyItems': 'Too big: expected array to have <={max} items',
  'validation.tooFewItems': 'Too small: expected array to have >={min} items',
  'validation.invalidUuid': 'Invalid UUID',
  'validation.invalidInput': 'Invalid input',
  'validation.nulCharacter': 'must not contain the NUL character (\\u0000)',
  'validation.isInvalid': 'is invalid',
  'common.routeNotFound': 'Route {method} {path} not found',
  'request.invalidJson': "Body is not valid JSON but content-type is set to 'application/json'",
  'request.emptyJson': "Body cannot be empty when content-type is set to 'application/json'",
  'request.unsupportedMediaType': 'Unsupported Media Type',
  'request.bodyTooLarge': 'Request body is too large',
  'request.contentLengthMismatch': 'Request body size did not match Content-Length',
  'request.forbiddenPrototype': 'Object contains forbidden prototype property',
  'request.forbiddenFieldName': 'prototype property is not allowed as field name',
  'request.tooManyFiles': 'reach files limit',
  'request.tooManyFields': 'reach fields limit',
  'request.tooManyParts': 'reach parts limit',
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
