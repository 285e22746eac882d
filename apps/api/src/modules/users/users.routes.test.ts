import { UserProfileSchema } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

// Issue 24: the language is kept in the profile, read and written through /api/users/profile.
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

async function signedInStudent() {
  const user = await createUser(context.database.db, {
    role: 'student',
    ownerApprovalStatus: null,
  });
  return { user, auth: await signIn(context.database.db, context.settings.jwtSecret, user) };
}

describe('preferred_language in the profile', () => {
  it('is en for a new account and round-trips through PUT and GET', async () => {
    const { user, auth } = await signedInStudent();
    const before = await callJson(context.app, 'GET', '/api/users/profile', auth);
    expect(before.status).toBe(200);
    expect(UserProfileSchema.parse(before.body.data).preferred_language).toBe('en');

    const updated = await callJson(context.app, 'PUT', '/api/users/profile', auth, {
      preferred_language: 'ur',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ preferred_language: 'ur', id: user.id });

    const after = await callJson(context.app, 'GET', '/api/users/profile', auth);
    expect(after.body.data).toMatchObject({ preferred_language: 'ur' });
    const [row] = await context.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.preferredLanguage).toBe('ur');

    // Another field alone leaves the language as it is.
    const renamed = await callJson(context.app, 'PUT', '/api/users/profile', auth, {
      full_name: 'Ayesha Khan',
    });
    expect(renamed.body.data).toMatchObject({ full_name: 'Ayesha Khan', preferred_language: 'ur' });
  });

  it('refuses a language other than en or ur with 400 and changes nothing', async () => {
    const { user, auth } = await signedInStudent();
    for (const value of ['fr', 'UR', '', 7, null]) {
      const { status, body } = await callJson(context.app, 'PUT', '/api/users/profile', auth, {
        preferred_language: value,
      });
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details?.[0]?.field).toBe('preferred_language');
    }
    const [row] = await context.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.preferredLanguage).toBe('en');
  });

  it('is kept from the sign-up form', async () => {
    const signup = {
      fullName: 'Bilal Ahmed',
      email: 'bilal.urdu@example.pk',
      password: 'Lahore@2026',
      confirmPassword: 'Lahore@2026',
      role: 'student',
      agreeToTerms: true,
    };
    const urdu = await callJson(context.app, 'POST', '/api/auth/register', undefined, {
      ...signup,
      preferred_language: 'ur',
    });
    expect(urdu.status).toBe(201);
    const english = await callJson(context.app, 'POST', '/api/auth/register', undefined, {
      ...signup,
      email: 'bilal.english@example.pk',
    });
    expect(english.status).toBe(201);
    const refused = await callJson(context.app, 'POST', '/api/auth/register', undefined, {
      ...signup,
      email: 'bilal.french@example.pk',
      preferred_language: 'fr',
    });
    expect(refused.status).toBe(400);

    const languages = await context.database.db
      .select({ email: users.email, language: users.preferredLanguage })
      .from(users)
      .where(eq(users.fullName, 'Bilal Ahmed'));
    expect(Object.fromEntries(languages.map((row) => [row.email, row.language]))).toEqual({
      'bilal.urdu@example.pk': 'ur',
      'bilal.english@example.pk': 'en',
    });
  });
});
