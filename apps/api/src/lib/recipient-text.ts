import { isolate, ltrIsolate, ltrIsolateTimes, type Language } from '@hostelhub/shared';
import type { MailMessageKey } from '@hostelhub/shared/i18n/server';
import { serverMessage } from './server-messages.ts';

/** The values of a message's placeholders: text as it is, counts as numbers (ICU plurals). */
export type TextValues = Record<string, string | number>;

// Placeholders never isolated: a link must stay one a mail client or phone recognises, a code
// one an SMS reader copies, and a select's key must match its branch.
const NOT_ISOLATED = new Set(['link', 'code', 'field']);
// Placeholders whose value reads left to right whatever its letters (issue 40 item 2): a price
// figure ('Rs 14,000', the price a favourite had `before`), a phone number, a time.
const LEFT_TO_RIGHT = new Set(['price', 'before', 'phone', 'time']);
// Placeholders holding a date and a time: only the clock time reads left to right, the Urdu
// weekday and month keep the sentence's direction.
const WITH_TIMES = new Set(['when']);

/** One placeholder's text as an Urdu sentence takes it (docs/decisions/019). */
function placed(language: Language, name: string, value: string): string {
  if (NOT_ISOLATED.has(name)) return value;
  if (LEFT_TO_RIGHT.has(name)) return ltrIsolate(language, value);
  const timed = WITH_TIMES.has(name) ? ltrIsolateTimes(language, value) : value;
  return timed === value ? isolate(language, value) : timed;
}

/**
 * The email, SMS or notification text `key` in `language` with `values` in its placeholders
 * (issue 24). Text values go in exactly as given (serverMessage keeps them from Lingui's
 * escape decoding). In a right-to-left language a price, phone or time placeholder (`price`,
 * `before`, `phone`, `time`) is a left-to-right isolate, the clock time inside `when` too (issue
 * 40 item 2), any other text an `isolate` (English keeps its order) except `link`, `code` and
 * `field`; numbers go through (plurals read them).
 */
export function recipientText(
  language: Language,
  key: MailMessageKey,
  values: TextValues = {},
): string {
  const isolated = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? placed(language, name, value) : value,
    ]),
  );
  return serverMessage(language, key, isolated);
}

/** `recipientText` bound to one language: `t('mail.reset.subject')`. */
export function textsIn(language: Language) {
  return (key: MailMessageKey, values?: TextValues) => recipientText(language, key, values);
}
