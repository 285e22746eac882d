import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, and its viewer at /docs. */
export async function registerSwagger(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Hostelhub API',
        description:
          'Hostel discovery and management for Pakistan. Every response is `{ success, data }` or `{ success: false, error, code, details? }`. Prices are whole rupees.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // No staticCSP: the plugin's own policy allows framing (frame-ancestors 'self'); the viewer
  // loads only its own files, so the server-wide helmet policy (app.ts) serves it as is.
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}
