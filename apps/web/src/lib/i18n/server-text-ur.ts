import { setupI18n } from '@lingui/core';
import { translateServerTextWith } from '@hostelhub/shared/i18n/server';
import serverMessagesUr from 'virtual:server-messages-ur';

/**
 * Loaded only on Urdu pages (issue 24): the Urdu of the shared English texts the app itself
 * produces (the shared schemas' validation messages, the spec's fixed texts), with the same
 * catalogue and patterns the API translates its errors with, compiled at build time
 * (lingui-catalogs.ts), so no message compiler ships. Other text stays as it is.
 */
const urdu = setupI18n({ locale: 'ur', messages: { ur: serverMessagesUr } });

export function translateSharedText(text: string): string {
  return translateServerTextWith(text, (key, values) => urdu._(key, values));
}
