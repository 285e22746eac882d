/**
 * The one parser of the `Authorization` header, for the API's access tokens and for /metrics
 * (issue 41 item 11): `Bearer <token>` (RFC 6750 section 2.1), the scheme in any case (RFC 7235
 * section 2.1 makes it case-insensitive), one or more spaces before the token and any after it.
 * The token is one run of visible characters; anything else (no header, another scheme, a
 * token split by a space) gives undefined.
 */
const BEARER = /^bearer[ \t]+([\x21-\x7e]+)[ \t]*$/i;

/** The bearer token of an `Authorization` header value, or undefined when it carries none. */
export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}
