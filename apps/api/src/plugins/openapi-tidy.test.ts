import { describe, expect, it } from 'vitest';
import { tidyOpenApiSchemas } from './openapi-tidy.ts';

/**
 * The OpenAPI 3.0 schema shapes (issue 41 item 5; decision 035): what the zod conversion
 * writes for a nullable union, a tuple and a record over fixed keys, as a 3.0 reader (and
 * Redocly's lint) understands it. Shapes as fastify-type-provider-zod produced them.
 */
describe('tidyOpenApiSchemas', () => {
  it('should put nullable beside a type in every branch of a nullable union', () => {
    const proposed = {
      type: 'object',
      additionalProperties: {
        anyOf: [{ type: 'string' }, { type: 'number' }],
        nullable: true,
      },
    };
    expect(tidyOpenApiSchemas(proposed)).toEqual({
      type: 'object',
      additionalProperties: {
        anyOf: [
          { type: 'string', nullable: true },
          { type: 'number', nullable: true },
        ],
      },
    });
  });

  it('should write a tuple of alike members as an array of that member, its length kept', () => {
    const number = { type: 'number' };
    const bounds = {
      type: 'array',
      description: '[minLng, minLat, maxLng, maxLat]',
      items: { anyOf: [number, number, number, number] },
      minItems: 4,
      maxItems: 4,
    };
    expect(tidyOpenApiSchemas(bounds)).toEqual({
      type: 'array',
      description: '[minLng, minLat, maxLng, maxLat]',
      items: number,
      minItems: 4,
      maxItems: 4,
    });
    const mixed = { type: 'array', items: { anyOf: [{ type: 'string' }, number] } };
    expect(tidyOpenApiSchemas(mixed)).toEqual(mixed);
  });

  it('should write a record over fixed keys as an object with those properties only', () => {
    const count = { type: 'integer' };
    const byCategory = {
      type: 'object',
      additionalProperties: count,
      required: ['General Query', 'Bug Report'],
    };
    expect(tidyOpenApiSchemas({ properties: { by_category: byCategory } })).toEqual({
      properties: {
        by_category: {
          type: 'object',
          properties: { 'General Query': count, 'Bug Report': count },
          additionalProperties: false,
          required: ['General Query', 'Bug Report'],
        },
      },
    });
    const open = { type: 'object', additionalProperties: count };
    expect(tidyOpenApiSchemas(open)).toEqual(open);
  });
});
