/**
 * Imported first by main.tsx. Zod compiles object parsers with `new Function` when it can, and
 * probes for that with `Function('')` on first use; our Content-Security-Policy forbids eval, so
 * each page load logged a CSP violation (Lighthouse best practices, 'Issues' panel). Jitless
 * parsing does the same checks without eval.
 *
 * The setting goes on `globalThis.__zod_globalConfig`, which zod adopts when it loads (zod's
 * core.ts: "pre-populating it before Zod loads ... takes effect immediately on import"), so this
 * module does not import zod: the app shell starts without it, and zod loads with the first
 * page that validates something (issue 11: less script to run on a phone).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
