/**
 * Generated hostile requests for apps/api/test/hostile-input.test.ts (issue 11, 'Hostile
 * input'), from a route's own schemas: plausible values (from the zod schema as JSON Schema,
 * with real ids from `pools`) that fast-check then mutates with wrong types, missing and extra
 * fields, 1 MB strings, 10,000 levels of nesting, unicode edge cases, NUL bytes, SQL-injection
 * and script payloads, extreme numbers and broken ids; raw bodies (invalid JSON, wrong content
 * types); broken query strings and path parameters; garbage multipart uploads.
 */
import { randomUUID } from 'node:crypto';
import { ROOM_TYPES } from '@hostelhub/shared';
import fc from 'fast-check';
import { z } from 'zod';

const MB = 1_048_576;

/** A route with the inputs it declares. */
export interface RouteUnderTest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The route's own zod schemas, to prefer generated values they accept. */
  querySchema?: z.ZodType;
  bodySchema?: z.ZodType;
  multipart: boolean;
}

// ---------------------------------------------------------------------------------------------
// JSON Schema (from zod, as the client sees it) to plausible values.

/** The parts of JSON Schema (draft 2020-12, as zod writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
}

/**
 * The JSON Schema of what a client sends. A field whose input cannot be described (a zod
 * preprocess takes anything) borrows the schema of its output, which says what it becomes.
 */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const convert = (io: 'input' | 'output') =>
    z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return fillUnknown(convert('input'), convert('output'));
}

function fillUnknown(input: JsonSchema, output: JsonSchema | undefined): JsonSchema {
  if (!output) return input;
  if (Object.keys(input).length === 0) return output;
  const properties = input.properties;
  if (!properties) return input;
  return {
    ...input,
    properties: Object.fromEntries(
      Object.entries(properties).map(([key, inner]) => [
        key,
        fillUnknown(inner, output.properties?.[key]),
      ]),
    ),
  };
}

/**
 * What the generators draw real values from; the test fills it from its database: ids of rows
 * by table (so ids usually name something that exists), account emails and a small real PNG.
 */
export const pools = {
  idsByTable: new Map<string, string[]>(),
  /** The uuid columns of each row (`id`, `hostel_id`, ...), by table. */
  rowsByTable: new Map<string, Record<string, string | null>[]>(),
  emails: [] as string[],
  smallPng: Buffer.alloc(0) as Buffer,
};

const ID_STEMS: Record<string, string[]> = {
  user: ['users'],
  student: ['users'],
  owner: ['users'],
  sender: ['users'],
  receiver: ['users'],
  hostel: ['hostels'],
  room: ['rooms'],
  chat: ['chats'],
  city: ['cities'],
  town: ['towns'],
  university: ['universities'],
  image: ['hostel_images', 'room_images'],
  before: ['messages'],
  after: ['messages'],
};
const PATH_SEGMENT_TABLES: Record<string, string> = {
  'enhanced-hostels': 'hostels',
  'enhanced-rooms': 'rooms',
  hostel: 'hostels',
  owners: 'users',
  phone: 'verified_phones',
  mess: 'hostel_mess_info',
};

/** The tables an id field `name` (in a route at `url`) most likely points into. */
function tablesFor(name: string, url = ''): string[] {
  const stem = name.replace(/_?ids?$/i, '').toLowerCase();
  if (stem) return ID_STEMS[stem] ?? [];
  const segments = url.split(`/:${name}`)[0]?.split('/') ?? [];
  const last = segments.at(-1) ?? '';
  const pair = `${segments.at(-2) ?? ''}_${last}`;
  if (pools.idsByTable.has(pair)) return [pair];
  if (pools.idsByTable.has(last)) return [last];
  const alias = PATH_SEGMENT_TABLES[last];
  return alias ? [alias] : [];
}

/** A uuid: mostly a real row of `tables`, sometimes any row, random, or the nil uuid. */
function uuidFor(tables: string[]): fc.Arbitrary<string> {
  const pick = (from: () => string[]) =>
    fc.nat().map((index) => {
      const ids = from();
      return ids[index % ids.length] ?? randomUUID();
    });
  return fc.oneof(
    {
      arbitrary: pick(() => tables.flatMap((table) => pools.idsByTable.get(table) ?? [])),
      weight: tables.length > 0 ? 6 : 0,
    },
    { arbitrary: pick(() => [...pools.idsByTable.values()].flat()), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constant('00000000-0000-0000-0000-000000000000'), weight: 1 },
  );
}
const anyUuid = uuidFor([]);
const anyEmail = fc.oneof(
  fc.nat().map((index) => pools.emails[index % pools.emails.length] ?? 'nobody@example.pk'),
  fc.emailAddress(),
);

/** Plausible strings for fields whose schema says only "string" (a transform or refinement). */
const NAMED_STRINGS: [RegExp, fc.Arbitrary<string>][] = [
  [/phone/i, fc.constantFrom('03001234567', '+923001234567', '0300-1234567', '021 1234567')],
  [/password/i, fc.constantFrom('Hostelhub@2026', 'Secret#Pass1')],
  [/email/i, anyEmail],
  [/otp|code/i, fc.stringMatching(/^\d{6}$/)],
  [/price_range/i, fc.constantFrom('8000-12000', '5000 - 9000', '8000-12000', '1000-500')],
  [/^room_types?$/, fc.constantFrom(...ROOM_TYPES.map((type) => type.value), 'penthouse')],
  [/token/i, fc.string({ unit: 'grapheme-ascii', minLength: 10, maxLength: 64 })],
  [/(^|_)(date|at)$|time/i, fc.date({ noInvalidDate: true }).map((date) => date.toISOString())],
];

const SAMPLE_TEXT =
  'A clean and quiet hostel close to campus, with meals, wifi and a study room for students.';

function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') return uuidFor(tablesFor(name));
  if (schema.format === 'email') return anyEmail;
  if (schema.format === 'date-time') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // Fall through to free text.
    }
  }
  const named = NAMED_STRINGS.find(([pattern]) => pattern.test(name));
  if (named) return named[1];
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 60));
  // No length limit declared: sometimes 220 KB of text.
  const long: fc.Arbitrary<unknown>[] = schema.maxLength === undefined ? [LONG_TEXT] : [];
  return fc.oneof<fc.Arbitrary<unknown>[]>(
    ...long,
    fc.nat(SAMPLE_TEXT.length).map((start) => {
      const text = (SAMPLE_TEXT.slice(start) + SAMPLE_TEXT).slice(0, max);
      return text.padEnd(min, 'x');
    }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
  );
}

function plausible(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return looseValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    // `null` is one choice of a nullable field, not half of them.
    return fc.oneof(
      ...alternatives.map((alt) => ({
        arbitrary: plausible(alt, name),
        weight: alt.type === 'null' ? 1 : 3,
      })),
    );
  }
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) {
        return typeof schema.additionalProperties === 'object'
          ? fc.dictionary(fc.string({ maxLength: 12 }), plausible(schema.additionalProperties), {
              maxKeys: 3,
            })
          : fc.constant({});
      }
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, plausible(value, key)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(plausible(schema.items, name), { minLength, maxLength });
    }
    case 'string':
      return plausibleString(schema, name);
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum === undefined ? -5 : schema.exclusiveMinimum);
      const max =
        schema.maximum ??
        (schema.exclusiveMaximum === undefined
          ? Math.max(min + 100, 1000)
          : schema.exclusiveMaximum);
      // No upper bound: sometimes a number past what a database integer column holds.
      const unbounded = schema.maximum === undefined && schema.exclusiveMaximum === undefined;
      const enormous = fc.constantFrom(
        2 ** 31,
        2 ** 53 - 1,
        1e15,
        ...(type === 'number' ? [1e308] : []),
      );
      let inRange: fc.Arbitrary<number>;
      if (type === 'integer') {
        const low = Math.ceil(min + (schema.exclusiveMinimum === undefined ? 0 : 1));
        const high = Math.floor(max - (schema.exclusiveMaximum === undefined ? 0 : 1));
        inRange = fc.integer({ min: low, max: Math.max(low, Math.min(high, 2 ** 31 - 1)) });
      } else {
        inRange = fc.double({
          min,
          max,
          noNaN: true,
          noDefaultInfinity: true,
          minExcluded: schema.exclusiveMinimum !== undefined,
          maxExcluded: schema.exclusiveMaximum !== undefined,
        });
      }
      return unbounded
        ? fc.oneof({ arbitrary: inRange, weight: 4 }, { arbitrary: enormous, weight: 1 })
        : inRange;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return looseValue;
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values. Big or raw ones are `Special`: their JSON and query text are given, and
// fast-check prints only their label.

/** A value sent as given text: a 1 MB string, 10,000 levels of nesting, -0, 1e309. */
class Special {
  constructor(
    readonly label: string,
    readonly json: string,
    readonly query: string = json,
  ) {}
  [fc.toStringMethod](): string {
    return `Special(${this.label})`;
  }
}

/** 220 KB of text for fields that declare no length limit (a Special, so reports stay short). */
const LONG_TEXT = fc.constant(
  new Special(
    '220 KB of text',
    JSON.stringify('Long text. '.repeat(20_000)),
    'Long text. '.repeat(20_000),
  ),
);

const DEPTH = 10_000;
const specials = [
  new Special('1 MB string', JSON.stringify('a'.repeat(MB))),
  new Special('900 KB string', JSON.stringify('x'.repeat(900 * 1024))),
  new Special('100 KB string', JSON.stringify('<b>'.repeat(34_000))),
  new Special('200 KB of emoji', JSON.stringify('😀'.repeat(50_000))),
  new Special('20,000 combining marks', JSON.stringify(`e${'\u0301'.repeat(20_000)}`)),
  new Special(`${DEPTH} nested arrays`, '['.repeat(DEPTH) + ']'.repeat(DEPTH)),
  new Special(`${DEPTH} nested objects`, '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)),
  new Special('-0', '-0'),
  new Special('1e309', '1e309'),
  new Special('-1e400', '-1e400'),
  new Special('2^63 literal', '9223372036854775808'),
  new Special('1e-400', '1e-400'),
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000byte',
  '\uD800',
  'lone \uDFFF low',
  'x\uD83D',
  '\u202Eevil.exe\u202C',
  '\u200F\u200E\u061C',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  'Z̴̡̢̛̗̘̙̜̝̞̟̠͇͈͉͍͎',
  '\r\n\t\v\f\b',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1' UNION SELECT password_hash FROM users --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '%_\\%',
  '$1',
  '$$; SELECT pg_sleep(30); $$',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '__proto__',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '9223372036854775808',
  '-9223372036854775809',
  '0x1F',
  ' 12 ',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'not-a-uuid',
  '123e4567-e89b-12d3-a456-42661417400g',
  '123E4567-E89B-12D3-A456-426614174000',
  '{123e4567-e89b-12d3-a456-426614174000}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30T25:61:61Z',
  '+92300123456789012345',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  1.5,
  -1.5,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 5 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom(...specials), weight: 2 },
  {
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, [[[]]]),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Any value at all, for fields whose schema the JSON Schema cannot say. */
const looseValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.boolean(),
  anyUuid,
  hostileValue,
);

/** One change to a plausible value: set a field (maybe a new one), drop one, or replace it. */
type Mutation =
  | { kind: 'set'; at: number; key: string; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'replace'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      at: fc.nat(),
      key: fc.oneof(
        fc.constant(''),
        fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'owner_id', 'user_id', 'status'),
        fc.string({ maxLength: 12 }),
      ),
      value: hostileValue,
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('replace' as const), value: hostileValue }),
    weight: 1,
  },
);

/** A deep copy of a generated value (Specials kept as they are). */
function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Special) return value;
  if (Array.isArray(value)) return value.map((item) => copy(item));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copy(inner)]));
}

/**
 * Applies the mutations to a copy of `value` (generated constants are never changed in
 * place); `set` hits an existing key half the time.
 */
function mutate(value: unknown, mutations: Mutation[]): unknown {
  let result = copy(value);
  for (const change of mutations) {
    if (change.kind === 'replace') {
      result = copy(change.value);
      continue;
    }
    const containers = containersOf(result);
    const target = containers[change.at % Math.max(containers.length, 1)];
    if (!target) {
      result = change.kind === 'set' ? copy(change.value) : result;
      continue;
    }
    const keys = Object.keys(target);
    if (change.kind === 'drop') {
      const key = keys[change.at % Math.max(keys.length, 1)];
      if (key !== undefined) {
        if (Array.isArray(target)) target.splice(Number(key), 1);
        else delete (target as Record<string, unknown>)[key];
      }
      continue;
    }
    const existing = keys[change.at % Math.max(keys.length, 1)];
    // Arrays get indexes only: a 'constructor' key on an array breaks its own methods.
    const key = Array.isArray(target)
      ? String(change.at % (target.length + 1))
      : change.at % 2 === 0 && existing !== undefined
        ? existing
        : change.key;
    Object.defineProperty(target, key, {
      value: copy(change.value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/** The objects and arrays inside `value` (itself first), in a stable order. */
function containersOf(value: unknown): object[] {
  if (value === null || typeof value !== 'object' || value instanceof Special) return [];
  return [value, ...Object.values(value).flatMap((inner) => containersOf(inner))];
}

/** JSON text of a value that may hold Specials. */
export function toJson(value: unknown): string {
  if (value instanceof Special) return value.json;
  if (Array.isArray(value)) return `[${value.map((item) => toJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).map(
      ([key, inner]) => `${JSON.stringify(key)}:${toJson(inner)}`,
    );
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A query-string value: Specials as their raw text, objects as JSON. */
function queryText(value: unknown): string {
  if (value instanceof Special) return value.query;
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return toJson(value);
  return String(value);
}

// ---------------------------------------------------------------------------------------------
// Requests.

/** What one generated request is, kept small for fast-check's report. */
export interface Recipe {
  params: Record<string, string>;
  query: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string | null; text: string }
    | { kind: 'multipart'; form: MultipartRecipe };
}

/** Every byte of the UTF-8 text as %XX but letters and digits (lone surrogates become U+FFFD). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** A path parameter: mostly an id of the table the path names, else broken text. */
const pathValue = (name: string, url: string): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: uuidFor(tablesFor(name, url)), weight: 7 },
    {
      arbitrary: fc
        .constantFrom(...HOSTILE_STRINGS.filter((text) => text !== ''))
        .map((text) => percentEncode(text)),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom(
        '%',
        '%00',
        '%zz',
        '%E0%A4%A',
        '%F0%9F%98',
        '%C0%AF',
        '%ED%A0%80',
        '..%2F..%2Fadmin',
        '.',
        '..',
        'a'.repeat(5000),
        `${randomUUID()}%00`,
        `${randomUUID()};DROP`,
      ),
      weight: 2,
    },
  );

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The path parameters of a route. With two or more, half the time they come from one real row
 * (`/images/hostels/:hostelId/:imageId` gets a photo and its own hostel), as a client that
 * follows links would send them; otherwise each is drawn alone by pathValue.
 */
export function pathParamsArb(names: string[], url: string): fc.Arbitrary<Record<string, string>> {
  const alone = fc.record(Object.fromEntries(names.map((name) => [name, pathValue(name, url)])));
  const last = names.at(-1);
  if (names.length < 2 || last === undefined) return alone;
  const others = names.slice(0, -1);
  const together = fc.tuple(fc.nat(), alone).map(([index, fallback]) => {
    const rows = tablesFor(last, url)
      .flatMap((table) => pools.rowsByTable.get(table) ?? [])
      .filter((row) => others.every((name) => row[snakeCase(name)]));
    const row = rows[index % Math.max(rows.length, 1)];
    if (!row?.id) return fallback;
    return Object.fromEntries([
      ...others.map((name) => [name, row[snakeCase(name)] ?? '']),
      [last, row.id],
    ]);
  });
  return fc.oneof(alone, together);
}

const RAW_QUERIES = [
  '%',
  'page=%zz',
  'page=1&page=2&limit=3&limit=4',
  'city_id=%00',
  'search=%E0%A4%A',
  `search=${'a'.repeat(MB)}`,
  'page[$gt]=1',
  '__proto__[x]=1&constructor[prototype][y]=2',
  'limit=1e309&page=-0',
  'a'.repeat(10_000),
  '&&&==&=',
];

/**
 * A plausible value for the schema, preferring one the route's zod schema accepts (the first
 * of twelve candidates that passes), so unmutated requests mostly reach the handler.
 */
function likelyValid(json: JsonSchema | undefined, schema: z.ZodType | undefined) {
  const one = plausible(json ?? { type: 'object' });
  if (!schema) return one;
  return fc
    .array(one, { minLength: 12, maxLength: 12 })
    .map(
      (candidates) => candidates.find((value) => schema.safeParse(value).success) ?? candidates[0],
    );
}

/**
 * A query string (without `?`) for the route: its schema's values, mutated; or a raw broken one
 * (bad percent-encoding, repeated keys, 1 MB).
 */
export function queryArb(route: RouteUnderTest): fc.Arbitrary<string> {
  const fromSchema = fc
    .tuple(
      likelyValid(route.querystring, route.querySchema),
      fc.oneof(
        { arbitrary: fc.constant<Mutation[]>([]), weight: 1 },
        { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }), weight: 2 },
      ),
    )
    .map(([value, mutations]) => {
      const mutated = mutate(value, mutations);
      const search = new URLSearchParams();
      if (mutated !== null && typeof mutated === 'object' && !(mutated instanceof Special)) {
        for (const [key, inner] of Object.entries(mutated)) {
          for (const item of Array.isArray(inner) ? inner : [inner]) {
            search.append(key, queryText(item));
          }
        }
      } else {
        search.append('q', queryText(mutated));
      }
      return search.toString();
    });
  return fc.oneof(
    { arbitrary: fromSchema, weight: route.querystring ? 8 : 1 },
    { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 },
    { arbitrary: fc.constant(''), weight: route.querystring ? 1 : 3 },
  );
}

/** Extra headers: mostly none; else broken cookies, encodings and proxy claims. */
export const HOSTILE_HEADERS: Record<string, string>[] = [
  {},
  {},
  {},
  {},
  {},
  {},
  { cookie: 'hh_refresh=%E0%A4%A' },
  { cookie: `hh_refresh=${'a'.repeat(8000)}` },
  { cookie: "hh_refresh=' OR 1=1 --; hh_oauth=../../etc/passwd" },
  { cookie: 'hh_oauth=%00; hh_refresh=%00' },
  { cookie: '=; ;;; hh_refresh; hh_oauth==' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, deflate, nonsense' },
  { accept: 'text/html' },
  { 'accept-language': 'ÿ'.repeat(200) },
  { 'x-forwarded-for': 'not-an-ip, 999.999.1.1' },
  { 'x-http-method-override': 'DELETE' },
  { origin: 'https://evil.example' },
];

const RAW_BODIES: { contentType: string | null; text: string }[] = [
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: '{"a":1}}' },
  { contentType: 'application/json', text: "{'a':1}" },
  { contentType: 'application/json', text: 'nul' },
  { contentType: 'application/json', text: '\u0000' },
  { contentType: 'application/json', text: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: 'application/json', text: '\uFEFF{}' },
  { contentType: 'application/json', text: `{"a":"${'\\ud800'.repeat(10)}"}` },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'text/plain', text: '{"email":"x@example.pk"}' },
  { contentType: 'application/x-www-form-urlencoded', text: 'email=x%40example.pk&role=admin' },
  {
    contentType: 'application/xml',
    text: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { contentType: 'multipart/form-data', text: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=zz',
    text: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
  },
  { contentType: 'application/octet-stream', text: '\u0000\u0001\u0002' },
  { contentType: 'image/png', text: '\u0089PNG' },
  { contentType: 'application/json', text: JSON.stringify({ pad: 'a'.repeat(MB + 10) }) },
  { contentType: null, text: '{"a":1}' },
  { contentType: '', text: '{}' },
  { contentType: 'application/jsonx', text: '{}' },
];

/**
 * The body of a write: the schema's values as JSON, mutated (mostly); a raw body (invalid JSON,
 * wrong content type, past the 1 MB limit); none; or, for upload routes, garbage multipart.
 */
export function bodyArb(route: RouteUnderTest): fc.Arbitrary<Recipe['body']> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' as const });
  const json = fc
    .tuple(
      likelyValid(route.body, route.bodySchema),
      fc.oneof(
        { arbitrary: fc.constant<Mutation[]>([]), weight: 1 },
        { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }), weight: 3 },
      ),
    )
    .map(([value, mutations]) => ({ kind: 'json' as const, value: mutate(value, mutations) }));
  const raw = fc.constantFrom(...RAW_BODIES).map((body) => ({ kind: 'raw' as const, ...body }));
  const choices: fc.WeightedArbitrary<Recipe['body']>[] = [
    { arbitrary: json, weight: route.multipart ? 1 : 8 },
    { arbitrary: raw, weight: 2 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  ];
  if (route.multipart) {
    choices.push({
      arbitrary: multipartArb.map((form) => ({ kind: 'multipart' as const, form })),
      weight: 8,
    });
  }
  return fc.oneof(...choices);
}

// ---------------------------------------------------------------------------------------------
// Multipart uploads with garbage parts, built as bytes so they can also be malformed.

/** A multipart body: its parts and how its envelope is broken. */
export interface MultipartRecipe {
  parts: MultipartPart[];
  /** How the envelope is broken, if at all. */
  breakage: 'none' | 'truncated' | 'no-closing' | 'wrong-boundary' | 'no-boundary' | 'lf-only';
}

/** One part: a text field (`content` text) or a file (`filename`, `contentType`, bytes). */
export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: FileContent | string;
}

/** A file's bytes, named for the report. */
export class FileContent {
  constructor(
    readonly label: string,
    readonly bytes: () => Buffer,
  ) {}
  [fc.toStringMethod](): string {
    return `File(${this.label})`;
  }
}

const FILES = [
  new FileContent('empty', () => Buffer.alloc(0)),
  new FileContent('text', () => Buffer.from('just some text, not an image')),
  new FileContent('jpeg magic + garbage', () =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 0x41)]),
  ),
  new FileContent('png magic + garbage', () =>
    Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(600, 0x42)]),
  ),
  new FileContent('webp magic + garbage', () =>
    Buffer.concat([Buffer.from('RIFF\u0000\u0001\u0000\u0000WEBPVP8 '), Buffer.alloc(300, 0)]),
  ),
  new FileContent('gif', () => Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;')),
  new FileContent('svg with script', () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    ),
  ),
  new FileContent('html', () => Buffer.from('<html><script>alert(1)</script></html>')),
  new FileContent('truncated png', () =>
    pools.smallPng.subarray(0, Math.floor(pools.smallPng.length / 2)),
  ),
  new FileContent('small png', () => pools.smallPng),
  new FileContent('png with trailing script', () =>
    Buffer.concat([pools.smallPng, Buffer.from('<script>alert(1)</script>')]),
  ),
];

const fileContent = fc.oneof(
  fc.constantFrom(...FILES),
  fc
    .uint8Array({ maxLength: 2048 })
    .map((bytes) => new FileContent(`${bytes.length} random bytes`, () => Buffer.from(bytes))),
);

const partArb: fc.Arbitrary<MultipartPart> = fc.oneof(
  {
    arbitrary: fc.record(
      {
        name: fc.constantFrom('image', 'file', 'files', 'images', '', 'image\u0000'),
        filename: fc.constantFrom(
          'photo.jpg',
          'photo.png',
          '../../../etc/passwd',
          'x\u0000.jpg',
          '<script>.png',
          'a'.repeat(2000) + '.jpg',
          '',
          'photo.php',
        ),
        contentType: fc.constantFrom(
          'image/jpeg',
          'image/png',
          'text/html',
          'application/x-php',
          '',
        ),
        content: fileContent,
      },
      { requiredKeys: ['name', 'content'] },
    ),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      name: fc.constantFrom(
        'image_title',
        'image_description',
        'is_primary',
        'display_order',
        'hostel_id',
        '__proto__',
        'x',
      ),
      content: fc.oneof(
        fc.constantFrom(...HOSTILE_STRINGS),
        fc.constantFrom('true', 'false', 'yes', '1', 'a'.repeat(3000)),
      ),
    }),
    weight: 2,
  },
);

const multipartArb: fc.Arbitrary<MultipartRecipe> = fc.record({
  parts: fc.oneof(
    { arbitrary: fc.array(partArb, { minLength: 1, maxLength: 4 }), weight: 8 },
    { arbitrary: fc.array(partArb, { minLength: 31, maxLength: 34 }), weight: 1 },
    { arbitrary: fc.constant<MultipartPart[]>([]), weight: 1 },
  ),
  breakage: fc.constantFrom(
    'none',
    'none',
    'none',
    'truncated',
    'no-closing',
    'wrong-boundary',
    'no-boundary',
    'lf-only',
  ),
});

/** The bytes and content type of a multipart recipe, broken as it says. */
export function multipartPayload(form: MultipartRecipe): { contentType: string; payload: Buffer } {
  const boundary = '----hostile' + 'x'.repeat(8);
  const newline = form.breakage === 'lf-only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  for (const part of form.parts) {
    const disposition =
      `Content-Disposition: form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.contentType ? `${newline}Content-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}${newline}${disposition}${type}${newline}${newline}`));
    chunks.push(
      typeof part.content === 'string' ? Buffer.from(part.content) : part.content.bytes(),
    );
    chunks.push(Buffer.from(newline));
  }
  if (form.breakage !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--${newline}`));
  let payload = Buffer.concat(chunks);
  if (form.breakage === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType =
    form.breakage === 'no-boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${form.breakage === 'wrong-boundary' ? 'other' : boundary}`;
  return { contentType, payload };
}
