/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
// Bundled into the Vite config (a relative import), so the build reads the server catalogue
// as it is at build time.
import { SERVER_MESSAGES_UR } from '../../packages/shared/src/i18n/server/ur.ts';

/** A catalogue file: `locales/<language>.json` inside a feature, or `src/locales/...`. */
const CATALOGUE = /[\\/]locales[\\/][a-z]{2}\.json$/;
/** The id a catalogue import resolves to: not `.json`, so Vite's JSON plugin leaves it alone. */
const COMPILED_SUFFIX = '.lingui.js';
/**
 * The server catalogue's Urdu (packages/shared/src/i18n/server/ur.ts) compiled: the Urdu pages
 * translate the shared package's English texts with it (src/lib/i18n/server-text-ur.ts).
 */
const SERVER_URDU = 'virtual:server-messages-ur';
const SERVER_URDU_ID = `\0${SERVER_URDU}`;

/** `messages` with each ICU message compiled by Lingui's own compiler. */
function compileAll(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
  );
}

/**
 * Compiles the message catalogues at build time (issue 24; docs/decisions/019-urdu-and-i18n.md):
 * an import of `locales/en.json` or `locales/ur.json` becomes a module whose default export is
 * the same keys with each ICU message compiled by Lingui's own compiler, so the browser ships
 * Lingui's small runtime and no message parser; `virtual:server-messages-ur` is the server
 * catalogue's Urdu, compiled the same way. Used by the build and by the web tests.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'hostelhub-lingui-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === SERVER_URDU) return SERVER_URDU_ID;
      if (!importer || !CATALOGUE.test(source)) return null;
      return path.resolve(path.dirname(importer), source) + COMPILED_SUFFIX;
    },
    load(id) {
      if (id === SERVER_URDU_ID)
        return `export default ${JSON.stringify(compileAll(SERVER_MESSAGES_UR))};`;
      if (!id.endsWith(COMPILED_SUFFIX)) return null;
      const file = id.slice(0, -COMPILED_SUFFIX.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(compileAll(messages))};`;
    },
  };
}
