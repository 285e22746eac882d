import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RegisteredUser } from '../api/register';

/** Where to go once an account is made, and after how many milliseconds. */
export interface CreatedRedirect {
  href: string;
  delayMs: number;
}

/**
 * A sign-up page's submit (sign-up forms, /admin/create): `submit(input)` sends `mutation`
 * once (a second click while it is out, or after success, does nothing); `created` is the new
 * account, and `redirectOf(created)` says where the page goes after its delay. `isBusy` while
 * the request is out or the page is moving on.
 */
export function useAccountCreation<I>(
  mutation: Pick<UseMutationResult<RegisteredUser, Error, I>, 'isPending' | 'mutate'>,
  redirectOf: (created: RegisteredUser) => CreatedRedirect,
) {
  const navigate = useNavigate();
  const [created, setCreated] = useState<RegisteredUser | null>(null);
  const redirect = created ? redirectOf(created) : null;
  const href = redirect?.href;
  const delayMs = redirect?.delayMs;

  useEffect(() => {
    if (href === undefined) return;
    const timer = setTimeout(() => {
      void navigate(href);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [href, delayMs, navigate]);

  const submit = (input: I) => {
    if (mutation.isPending || created) return;
    mutation.mutate(input, { onSuccess: setCreated });
  };
  const isBusy = mutation.isPending || created !== null;
  return { created, submit, isBusy };
}
