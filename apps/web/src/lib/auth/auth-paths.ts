/**
 * Authentication pages handle their own 401s (part 1 section 8): those starting with /login,
 * /signup, /admin/login and /forgot-password.
 */
export function isAuthPagePath(pathname: string): boolean {
  return ['/login', '/signup', '/admin/login', '/forgot-password'].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** A same-site path to return to after sign-in, or null ('//evil.example' is not one). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
