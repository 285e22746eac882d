import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { findServerMessage, SERVER_MESSAGES_UR } from '@hostelhub/shared/i18n/server';

/**
 * Loaded only on Urdu pages (issue 24): the Urdu of the shared English texts the app itself
 * produces (the shared schemas' validation messages, the spec's fixed texts), with the same
 * catalogue and patterns the API translates its errors with. Other text stays as it is.
 */
const urdu = setupI18n({ locale: 'ur', messages: { ur: SERVER_MESSAGES_UR } });
urdu.setMessagesCompiler(compileMessage);

export function translateSharedText(text: string): string {
  const match = findServerMessage(text);
  return match ? urdu._(match.key, match.values) : text;
}
