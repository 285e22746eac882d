import { ADMIN_MESSAGES, AppError, AUTH_MESSAGES, type Language } from '@hostelhub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor.ts';
import { bearerToken } from '../lib/bearer-token.ts';
import { verifyAccessToken } from '../lib/tokens.ts';

/** A user as the auth plugin reads them for a session: who, and whether they may still act. */
export interface SessionUser extends Omit<Actor, 'sessionId'> {
  suspendedAt: Date | null;
  /** The language the user chose (issue 24): errors answer in it. */
  preferredLanguage: Language;
  /** Whether the session (refresh family) asked about is still live and this user's. */
  isSessionLive: boolean;
}

/** What registerAuth needs: the token secret and a way to look up a session's user. */
export interface AuthPluginOptions {
  jwtSecret: string;
  /**
   * The user `userId` with whether their session `sessionId` is live, or undefined when there
   * is no such user (app.ts passes the auth repository's findSessionUser).
   */
  findSessionUser: (userId: string, sessionId: string) => Promise<SessionUser | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a guest. */
    actor: Actor | null;
    /** A bearer token was sent but is expired, invalid or its session has ended. */
    hasInvalidToken: boolean;
    /**
     * The route asked for a signed-in caller (requireAuth or requireAdmin ran): its answer is
     * private and never cached (plugins/no-store.ts, issue 21 item 12).
     */
    needsSignIn: boolean;
    /**
     * The signed-in caller's `preferred_language`, or null for a guest (issue 24): read it
     * through lib/request-language.ts, which falls back to `Accept-Language`.
     */
    actorLanguage: Language | null;
  }
  interface FastifyInstance {
    /**
     * Refuses guests with 401 UNAUTHORIZED. Named in a route's preHandler it runs in onRequest
     * (before validation: issue 41 item 11); a plugin guarding all its routes adds it there.
     */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** Refuses guests with 401 and every non-administrator with 403; runs as requireAuth does. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * Who an access token belongs to: the actor, when the token expires (ms since the epoch)
     * and the user's language, or null when the token is invalid, expired, suspended or its session has ended.
     */
    identify: (
      token: string,
    ) => Promise<{ actor: Actor; expiresAt: number; language: Language } | null>;
    /**
     * Whether session `sessionId` (a refresh family) is still live, belongs to `userId`, and
     * that user exists and is not suspended: a live socket asks again when its token expires
     * (issue 21 item 10).
     */
    isSessionLive: (userId: string, sessionId: string) => Promise<boolean>;
  }
}

/**
 * Request identity (DESIGN.md 'Permissions'): every request may carry `Authorization: Bearer
 * <access token>`, the scheme in any case (lib/bearer-token.ts, issue 41 item 11). A valid token whose user exists, is not suspended and whose session is
 * still live becomes `request.actor`; anything else leaves a guest.
 */
export function registerAuth(
  app: FastifyInstance,
  { jwtSecret, findSessionUser }: AuthPluginOptions,
): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('hasInvalidToken', false);
  app.decorateRequest('needsSignIn', false);
  app.decorateRequest('actorLanguage', null);

  /** The user behind a live session of theirs, or null (issue 21 item 11: sid must be sub's). */
  const liveSessionUser = async (userId: string, sessionId: string) => {
    const row = await findSessionUser(userId, sessionId);
    return row && !row.suspendedAt && row.isSessionLive ? row : null;
  };

  const identify = async (token: string) => {
    const claims = await verifyAccessToken(token, jwtSecret);
    if (!claims) return null;
    const row = await liveSessionUser(claims.sub, claims.sid);
    if (!row) return null;
    const actor: Actor = {
      id: row.id,
      role: row.role,
      ownerApprovalStatus: row.ownerApprovalStatus,
      sessionId: claims.sid,
    };
    return { actor, expiresAt: claims.exp * 1000, language: row.preferredLanguage };
  };
  app.decorate('identify', identify);
  app.decorate(
    'isSessionLive',
    async (userId: string, sessionId: string) =>
      (await liveSessionUser(userId, sessionId)) !== null,
  );

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return;
    const identity = await identify(token);
    if (!identity) {
      request.hasInvalidToken = true;
      return;
    }
    request.actor = identity.actor;
    request.actorLanguage = identity.language;
  });

  app.decorate('requireAuth', (request: FastifyRequest) => {
    request.needsSignIn = true;
    if (!request.actor) {
      const message = request.hasInvalidToken
        ? AUTH_MESSAGES.sessionExpired
        : AUTH_MESSAGES.notAuthenticated;
      return Promise.reject(new AppError('UNAUTHORIZED', message));
    }
    return Promise.resolve();
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.requireAuth(request);
    if (request.actor?.role !== 'admin') {
      throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminsOnly);
    }
  });

  // Sign-in is checked first (issue 41 item 11): a route that names requireAuth or requireAdmin
  // among its preHandlers runs them in onRequest instead, before the path, query and body are
  // parsed and validated, so a guest gets 401 (and a student 403 at an admin route) whatever
  // the input, never 400 first. Plugins that guard all their routes add the guard as an
  // onRequest hook themselves.
  app.addHook('onRoute', (route) => {
    const guards = [app.requireAuth, app.requireAdmin] as unknown[];
    const preHandlers = [route.preHandler ?? []].flat();
    const moved = preHandlers.filter((handler) => guards.includes(handler));
    if (moved.length === 0) return;
    route.preHandler = preHandlers.filter((handler) => !guards.includes(handler));
    route.onRequest = [...moved, ...[route.onRequest ?? []].flat()] as typeof route.onRequest;
  });
}

/** The signed-in actor of a route guarded by `requireAuth`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
  return request.actor;
}
