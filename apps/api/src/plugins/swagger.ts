import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@hostelhub/shared';
import { ROUTE_POLICY, routeKey, type RoutePolicy } from '../policy/route-policy.ts';
import { OPERATION_IDS } from './openapi-operation-ids.ts';
import { tidyOpenApiSchemas } from './openapi-tidy.ts';

/** The OpenAPI name of the access-token scheme: `Authorization: Bearer <access token>`. */
export const BEARER_SCHEME = 'bearerAuth';

/**
 * The form of an upload route (multipart/form-data) for the OpenAPI document; the route reads
 * it part by part (images.routes.ts), so Fastify validates no body. `files`: the file fields,
 * each one file, or up to `max` with `many`; `fields`: the text fields and what they hold.
 */
export interface MultipartForm {
  files: Record<string, { description: string; many?: { max: number } }>;
  fields?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form the OpenAPI document shows for an upload route (issue 22 item 16). */
    multipartForm?: MultipartForm;
  }
}

/** The JSON schema of a multipart form: files as binary strings, every file field required. */
function multipartBody(form: MultipartForm): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, { description, many }] of Object.entries(form.files)) {
    const file = { type: 'string', format: 'binary', description };
    properties[name] = many ? { type: 'array', items: file, maxItems: many.max } : file;
  }
  for (const [name, description] of Object.entries(form.fields ?? {})) {
    properties[name] = { type: 'string', description };
  }
  return { type: 'object', required: Object.keys(form.files), properties };
}

type BearerUse = 'required' | 'optional';

/**
 * How each route takes the access token, from the permission matrix (route-policy.ts):
 * required where guests get 401 on every target; optional where guests are answered but some
 * signed-in user gets something else (their own pending hostel, say).
 */
function bearerUseByRoute(policies: readonly RoutePolicy[]): Map<string, BearerUse> {
  const uses = new Map<string, BearerUse>();
  for (const policy of policies) {
    const { cases } = policy;
    if (cases.every((target) => target.access.guest === 401)) {
      uses.set(routeKey(policy), 'required');
    } else if (
      cases.some((target) =>
        Object.values(target.access).some((answer) => answer !== target.access.guest),
      )
    ) {
      uses.set(routeKey(policy), 'optional');
    }
  }
  return uses;
}

/**
 * Whether a route belongs in the OpenAPI document: the API under /api and the link-preview
 * images under /og. Pages (`GET /`), the sitemap, robots.txt and /metrics are not the API.
 */
const isDocumented = (url: string) => url.startsWith('/api/') || url.startsWith('/og/');

/** Where a request is validated (each gives 400 VALIDATION_ERROR when it does not fit). */
const VALIDATED_PARTS = ['querystring', 'params', 'body', 'headers'] as const;

/**
 * The OpenAPI document, generated from the routes' zod schemas, and its viewer at /docs.
 * Issue 22 item 16: the bearer scheme is declared once (components.securitySchemes) and named
 * by every route that needs a signed-in user (the permission matrix says so, or the route is
 * guarded by requireAuth/requireAdmin), as optional where signing in only shows more; upload
 * routes show their multipart form (config.multipartForm); the live-events WebSocket, which
 * @fastify/websocket hides, is listed too.
 * Issue 41 item 5 (Redocly's recommended lint, 0 errors; decision 035): every operation has
 * its hand-written `operationId` (openapi-operation-ids.ts), every public one says
 * `security: []`, a route that validates its input and declares no 4xx answer shows the 400
 * its validation gives, only /api and /og routes are in the document, and the schemas are
 * tidied for OpenAPI 3.0 readers (openapi-tidy.ts).
 */
export async function registerSwagger(app: FastifyInstance, publicUrl: string): Promise<void> {
  const bearerUse = bearerUseByRoute(ROUTE_POLICY);
  const guardedByHook = (route: RouteOptions) =>
    [route.preHandler ?? []]
      .flat()
      .some((hook) => hook === app.requireAuth || hook === app.requireAdmin);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Hostelhub API',
        description:
          'Hostel discovery and management for Pakistan. Every response is `{ success, data }` or `{ success: false, error, code, details? }`. Prices are whole rupees. Signed-in routes take the access token of /api/auth/login as `Authorization: Bearer <token>`.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token (about 15 minutes) from sign-in or POST /api/auth/refresh.',
          },
        },
      },
    },
    transform: (document) => {
      const { route } = document;
      let { schema } = document;
      if (!isDocumented(route.url)) return { schema: { ...schema, hide: true }, url: route.url };
      if (route.websocket) {
        // @fastify/websocket hides its routes; this one is part of the API (live events).
        const rest: FastifySchema & { hide?: boolean } = { ...schema };
        delete rest.hide;
        schema = {
          tags: ['live'],
          summary: 'Live events over WebSocket (upgrade); authenticate with the first message',
          description:
            'Send `{ "type": "auth", "token": accessToken }` first; the answer is `{ "type": ' +
            '"ready", "user_id" }`, then the user\'s live events. Closes with 4401 for a missing ' +
            'or refused token, 4400 for a malformed message, 4403 when the session ends.',
          ...rest,
        };
      }
      const declared = Object.keys(schema?.response ?? {});
      if (
        VALIDATED_PARTS.some((part) => schema?.[part]) &&
        !declared.some((code) => code.startsWith('4'))
      ) {
        schema = {
          ...schema,
          response: { ...(schema?.response ?? {}), 400: ErrorEnvelopeSchema },
        };
      }
      const result = jsonSchemaTransform({ ...document, schema });
      const transformed = { ...(result.schema ?? {}) } as FastifySchema & Record<string, unknown>;
      for (const method of [route.method].flat()) {
        const key = routeKey({ method, url: route.url });
        const use = bearerUse.get(key) ?? (guardedByHook(route) ? 'required' : undefined);
        transformed.security = !use
          ? [] // public: no token needed
          : use === 'required'
            ? [{ [BEARER_SCHEME]: [] }]
            : [{}, { [BEARER_SCHEME]: [] }];
        // One operation per route (HEAD is not in the document); a route with several methods
        // would share one id, so it gets none and the document test names it.
        const methods = [route.method].flat().filter((each) => each !== 'HEAD');
        if (methods.length === 1 && OPERATION_IDS[key]) {
          transformed.operationId = OPERATION_IDS[key];
        }
      }
      const form = route.config?.multipartForm;
      if (form) transformed.body = multipartBody(form);
      return { schema: transformed, url: result.url };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? tidyOpenApiSchemas(documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  // No staticCSP: the plugin's own policy allows framing (frame-ancestors 'self'); the viewer
  // loads only its own files, so the server-wide helmet policy (app.ts) serves it as is.
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}
