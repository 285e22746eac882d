import type { Session } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../api-client';

/** Renew this long before the access token runs out. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * Milliseconds until a token that lives `expiresIn` seconds should be renewed: a minute before
 * it runs out, or at three quarters of its life when that is shorter than two minutes.
 */
export function refreshDelayMs(expiresIn: number): number {
  const lifetime = Math.max(expiresIn, 1) * 1000;
  return lifetime > 2 * REFRESH_MARGIN_MS ? lifetime - REFRESH_MARGIN_MS : lifetime * 0.75;
}

/**
 * POST /api/auth/refresh: a new session from the httpOnly refresh cookie. Throws an ApiError
 * when there is none (the caller then signs out); its 401 never triggers the session's handler.
 */
export async function postRefresh(): Promise<Session> {
  const body = await api.post<DataEnvelope<Session>>('/api/auth/refresh', undefined, {
    handleUnauthorized: false,
  });
  return body.data;
}
