import type { Session, TwoFactorChallenge } from '@hostelhub/shared';
import { useState } from 'react';
import type { SchemaForm } from '../../../hooks/use-schema-form';

/**
 * Where a sign-in page stands (/login, /admin/login): the `session` once signed in, the
 * two-factor `challenge` while one is open (both start empty), with the page's email/password
 * `form` and sign-in `mutation`. `isBusy` (fields disabled) while the request is out or the
 * session is starting. Read by `SignInSteps`.
 */
export function useSignInSteps(
  form: SchemaForm<{ email: string; password: string }, unknown>,
  mutation: { isPending: boolean; reset: () => void },
) {
  const [session, setSession] = useState<Session | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const isBusy = mutation.isPending || session !== null;
  return { session, setSession, challenge, setChallenge, form, mutation, isBusy };
}

/** What `useSignInSteps` returns. */
export type SignInStepsState = ReturnType<typeof useSignInSteps>;
