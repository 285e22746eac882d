/**
 * Build-time settings, checked once when the app starts (STYLE.md convention 13): code imports
 * `env`, never `import.meta.env`. Checked by hand rather than with zod so the first page
 * does not download a schema library.
 */
function readApiUrl(value: unknown): string {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || !/^https?:\/\/\S+$/u.test(value.trim())) {
    throw new Error('VITE_API_URL must be an http(s) URL, or unset to call the API on this origin');
  }
  return value.trim().replace(/\/+$/u, '');
}

export const env = {
  /** Origin of the API without a trailing slash; empty means the page's own origin (default). */
  API_URL: readApiUrl(import.meta.env.VITE_API_URL),
} as const;
