import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id (the library's default algorithm and OWASP parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the email is unknown keeps both failures equally slow.
const unknownUserHash = hash('no account has this password');

/** True when `password` matches `passwordHash`; with no hash it still spends the same time. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await unknownUserHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
