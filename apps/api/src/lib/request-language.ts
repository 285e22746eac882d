import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@hostelhub/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language the API answers `request` in (issue 24 'What the server says'): the signed-in
 * user's `preferred_language` (the auth plugin reads it with the session), else the first of
 * `Accept-Language` that is English or Urdu (@fastify/accepts, by quality), else English.
 * `?lang=` is a web address feature and changes nothing here.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.actorLanguage) return request.actorLanguage;
  // `languages` is missing only when @fastify/accepts is not registered (a bare test app).
  const accepted = typeof request.languages === 'function' ? request.languages() : [];
  return matchLanguage(accepted) ?? DEFAULT_LANGUAGE;
}
