import { createHash } from 'node:crypto';
import { AppError, DISCOVERY_MESSAGES, NEAR_RADII_KM } from '@hostelhub/shared';
import type { KeysetPosition } from './browse-keyset.types.ts';

// The keyset cursor of the hostel list (issue 28): where the next page resumes (the last row's
// sort value, creation time and id), which page number that is, and a fingerprint of the list
// it belongs to, as base64url JSON. It is a position, not a secret: a client that edits one
// only moves its own page. The fingerprint makes a cursor from another filter set or order a
// clear 400 instead of a silently wrong page.

/** What a cursor carries besides the position. */
interface CursorBody {
  /** Page number of the page the cursor opens (from 2). */
  p: number;
  /** The list's fingerprint (listFingerprint). */
  f: string;
  v?: number | null;
  c: string;
  i: string;
  /** Near a university (issue 42): the radius in force in km, which later pages keep. */
  r?: number;
  /** A search read in relevance tiers (issue 42): the last row's tier. */
  t?: number;
}

/** A short digest of what a list is (filters, order, origin, page size): its cursors' tag. */
export function listFingerprint(list: unknown): string {
  return createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 12);
}

/**
 * The cursor opening page `page` of the list `fingerprint` after `position`; `radiusKm`: the
 * radius in force of a list near a university (issue 42), kept by the pages after it.
 */
export function encodeCursor(
  position: KeysetPosition,
  page: number,
  fingerprint: string,
  radiusKm?: number,
): string {
  const body: CursorBody = { p: page, f: fingerprint, c: position.createdAt, i: position.id };
  if ('value' in position) body.v = position.value ?? null;
  if (position.tier !== undefined) body.t = position.tier;
  if (radiusKm !== undefined) body.r = radiusKm;
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/**
 * The radius a cursor carries (issue 42), read before its list's fingerprint is known (the
 * radius is part of it); undefined when it carries none or is no cursor (decodeCursor then
 * refuses it).
 */
export function cursorRadiusKm(cursor: string): number | undefined {
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof body !== 'object' || body === null || !('r' in body)) return undefined;
    const { r } = body;
    return typeof r === 'number' && (NEAR_RADII_KM as readonly number[]).includes(r)
      ? r
      : undefined;
  } catch {
    return undefined;
  }
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The position and page number of `cursor`. Throws VALIDATION_ERROR (400, field `cursor`)
 * when it is not a cursor of the list `fingerprint`.
 */
export function decodeCursor(
  cursor: string,
  fingerprint: string,
): { position: KeysetPosition; page: number } {
  let body: Partial<CursorBody> | undefined;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    body = undefined;
  }
  const valid =
    typeof body === 'object' &&
    body !== null &&
    body.f === fingerprint &&
    Number.isInteger(body.p) &&
    (body.p ?? 0) >= 2 &&
    typeof body.c === 'string' &&
    TIMESTAMP.test(body.c) &&
    typeof body.i === 'string' &&
    UUID.test(body.i) &&
    (body.v === undefined || body.v === null || Number.isFinite(body.v)) &&
    (body.t === undefined || [1, 2, 3].includes(body.t));
  if (!valid || !body) {
    const message = `cursor: ${DISCOVERY_MESSAGES.cursorInvalid}`;
    throw new AppError('VALIDATION_ERROR', message, [
      { field: 'cursor', message: DISCOVERY_MESSAGES.cursorInvalid },
    ]);
  }
  const position: KeysetPosition = { createdAt: body.c as string, id: body.i as string };
  if ('v' in body) position.value = body.v ?? null;
  if (body.t !== undefined) position.tier = body.t;
  return { position, page: body.p as number };
}
