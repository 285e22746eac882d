/**
 * Shapes the JSON schemas of the OpenAPI 3.0 document as the schemas mean them, where the zod
 * conversion (fastify-type-provider-zod) writes what OpenAPI 3.0 readers misread (issue 41
 * item 5; decision 035). Applied to the whole document once (swagger.ts, `transformObject`):
 *
 * - `nullable` beside `anyOf`/`oneOf` and no `type` (a nullable union such as
 *   `z.union([z.string(), z.number(), z.null()])`): 3.0 ignores `nullable` without a `type`, so
 *   it moves into each typed branch (`{ type: 'string', nullable: true }`);
 * - a tuple whose members are all alike (`z.tuple([z.number(), z.number()])`), written as
 *   `items: { anyOf: [same, same] }`: `items` becomes the one member, the length stays in
 *   `minItems`/`maxItems` and the positions in the schema's description;
 * - a record over fixed keys (`z.record(z.enum([...]), value)`), written as `required` keys with
 *   no `properties`: each key becomes a property with the value's schema, and no other key is
 *   allowed.
 *
 * Returns a new document; the input is not changed.
 */
export function tidyOpenApiSchemas<T>(document: T): T {
  return tidy(document as Json) as T;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function tidy(value: Json): Json {
  if (Array.isArray(value)) return value.map(tidy);
  if (!isObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) result[key] = tidy(child);
  return fixRecord(fixTuple(fixNullableUnion(result)));
}

function fixNullableUnion(schema: JsonObject): JsonObject {
  if (schema.nullable !== true || 'type' in schema) return schema;
  const key = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : '';
  if (!key) return schema;
  const branches = schema[key] as Json[];
  const rest: JsonObject = { ...schema };
  delete rest.nullable;
  return {
    ...rest,
    [key]: branches.map((branch) =>
      isObject(branch) && 'type' in branch ? { ...branch, nullable: true } : branch,
    ),
  };
}

function fixTuple(schema: JsonObject): JsonObject {
  const { items } = schema;
  if (schema.type !== 'array' || !isObject(items) || !Array.isArray(items.anyOf)) return schema;
  const [first, ...others] = items.anyOf.map((member) => JSON.stringify(member));
  if (first === undefined || others.some((member) => member !== first)) return schema;
  return { ...schema, items: JSON.parse(first) as Json };
}

function fixRecord(schema: JsonObject): JsonObject {
  const { required, additionalProperties } = schema;
  if (schema.type !== 'object' || !Array.isArray(required) || !isObject(additionalProperties)) {
    return schema;
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  const undeclared = required.filter(
    (key): key is string => typeof key === 'string' && !(key in properties),
  );
  if (undeclared.length === 0) return schema;
  return {
    ...schema,
    properties: {
      ...properties,
      ...Object.fromEntries(undeclared.map((key) => [key, additionalProperties])),
    },
    additionalProperties: false,
  };
}
