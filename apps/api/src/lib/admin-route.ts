import { ErrorEnvelopeSchema, successEnvelope } from '@hostelhub/shared';
import type { z } from 'zod';

/** What an admin-panel route may answer besides 200 (400 invalid, 401, 403, 404, 409). */
export const ADMIN_FAILURES = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/** The parts of an admin route's schema that differ from route to route. */
interface AdminRouteSchema {
  summary: string;
  description?: string;
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
}

/**
 * The options of one admin-panel route (issue 23): its OpenAPI schema tagged `admin`, answering
 * 200 with `{ success: true, data }` of `data`'s schema or an error envelope (ADMIN_FAILURES).
 * The plugin guards its routes itself (`app.addHook('onRequest', app.requireAdmin)`: sign-in before validation, issue 41 item 11).
 */
export function adminRoute<const S extends AdminRouteSchema, D extends z.ZodType>(
  schema: S,
  data: D,
) {
  return {
    schema: {
      tags: ['admin'],
      ...schema,
      response: { 200: successEnvelope(data), ...ADMIN_FAILURES },
    },
  };
}
