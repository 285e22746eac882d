import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../../test/helpers.ts';
import { createUser } from '../../test/factories/hostels.ts';
import { signInWithRefreshToken } from '../../test/factories/sessions.ts';

/**
 * Access tokens (issue 21 item 11): one is valid only when the session it names belongs to its
 * subject and it carries an expiry. Tokens are signed here with jose and the server's own
 * secret, so only these two rules can refuse them.
 */

let context: TestContext;

/** A token signed as the API signs them; `exp` in seconds from now, or none at all. */
async function token(claims: { sub: string; sid: string }, expiresIn: number | null) {
  let jwt = new SignJWT({ role: 'student', sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('hostelhub')
    .setIssuedAt();
  if (expiresIn !== null) jwt = jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn);
  return `Bearer ${await jwt.sign(new TextEncoder().encode(context.settings.jwtSecret))}`;
}

/** A student with a live session. */
async function student() {
  const db = context.database.db;
  const user = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  return { id: user.id, ...(await signInWithRefreshToken(db, context.settings.jwtSecret, user)) };
}

const profileStatus = async (authorization: string) =>
  (await callJson(context.app, 'GET', '/api/users/profile', authorization)).status;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

describe('access tokens', () => {
  it('should accept a token for its own live session, with an expiry', async () => {
    const a = await student();
    expect(await profileStatus(await token({ sub: a.id, sid: a.familyId }, 600))).toBe(200);
  });

  it("should refuse (401) a token whose session is another user's live session", async () => {
    const a = await student();
    const b = await student();
    const borrowed = await token({ sub: a.id, sid: b.familyId }, 600);
    expect(await profileStatus(borrowed)).toBe(401);
    expect(await context.app.identify(borrowed.slice('Bearer '.length))).toBeNull();
  });

  it('should refuse (401) a token without an expiry', async () => {
    const a = await student();
    const endless = await token({ sub: a.id, sid: a.familyId }, null);
    expect(await profileStatus(endless)).toBe(401);
    expect(await context.app.identify(endless.slice('Bearer '.length))).toBeNull();
  });
});

describe('the Authorization header', () => {
  it('should take the Bearer scheme in any case, as /metrics does (issue 41 item 11)', async () => {
    // RFC 7235 section 2.1: the scheme is case-insensitive.
    const a = await student();
    const signed = await token({ sub: a.id, sid: a.familyId }, 600);
    const credentials = signed.slice('Bearer '.length);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      expect(await profileStatus(`${scheme} ${credentials}`), scheme).toBe(200);
    }
    expect(await profileStatus(`Bearer   ${credentials}  `)).toBe(200);
    // Another scheme, or a token split by a space, is no token: a guest.
    for (const header of [
      `Basic ${credentials}`,
      `Bearer${credentials}`,
      `Bearer a ${credentials}`,
    ]) {
      expect(await profileStatus(header), header).toBe(401);
    }
  });
});
