import { config } from 'zod';

/**
 * Imported first by main.tsx. Zod compiles object parsers with `new Function` when it can, and
 * probes for that with `Function('')` on first use; our Content-Security-Policy forbids eval, so
 * each page load logged a CSP violation (Lighthouse best practices, 'Issues' panel). Jitless
 * parsing does the same checks without eval.
 */
config({ jitless: true });
