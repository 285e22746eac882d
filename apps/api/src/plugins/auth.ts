import type { FastifyInstance } from 'fastify';
import type { OwnerApprovalStatus, Role } from '@hostelhub/shared';

/** Who is calling: a signed-in user's id, role and (owners) approval state. */
export interface Actor {
  id: string;
  role: Role;
  ownerApprovalStatus: OwnerApprovalStatus | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a guest. */
    actor: Actor | null;
  }
}

/**
 * Request identity. Sign-in and bearer tokens come with the Accounts issue; until then every
 * caller is a guest, and services already decide access from `request.actor`.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
}
