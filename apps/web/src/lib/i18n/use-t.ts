import { LANGUAGE_DIRECTIONS } from '@hostelhub/shared';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  getCatalogueVersion,
  i18n,
  loadNamespace,
  subscribeToCatalogues,
  type Namespace,
} from './i18n';
import { useLanguage } from './language-provider';

/** Values of a message's ICU placeholders: `{name}`, `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number>;

// Unicode's first-strong isolate and pop directional isolate (UAX #9).
const FSI = '\u2068';
const PDI = '\u2069';
// Values never isolated: an address must stay one that WhatsApp or a mail client recognises,
// and a run-in list isolates each of its items instead (whole, its Urdu commas and "and" would
// take the first name's direction).
const NOT_ISOLATED = new Set(['url', 'link', 'href', 'list', 'names']);
// Only a text with a Latin letter needs it: an Urdu name or a bare number already sits right.
const LATIN = /\p{Script=Latin}/u;

/**
 * The names of a compiled message's plain `{name}` arguments, inside plural and select branches
 * too (a compiled message is a string or a list of parts: text, `["name"]`, or
 * `["name", "plural" | "select", { branch: parts }]`); not plurals' or selects' own keys.
 */
function plainArguments(message: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return into;
  for (const part of message as unknown[]) {
    if (!Array.isArray(part)) continue;
    const [name, format, branches] = part as [unknown, unknown, unknown];
    if (typeof name !== 'string') continue;
    if (part.length === 1) into.add(name);
    else if (typeof format === 'string' && branches && typeof branches === 'object') {
      for (const branch of Object.values(branches)) plainArguments(branch, into);
    }
  }
  return into;
}

/**
 * `values` with each text that fills a plain `{name}` of message `id` as a Unicode isolate
 * (U+2068 … U+2069) in a right-to-left language when it holds a Latin letter: a hostel or
 * person name typed in English ("Gulberg Hostel (Boys)") keeps its own order inside an Urdu
 * sentence, and the Urdu punctuation around it stays where the sentence put it
 * (docs/decisions/019). A select's key, a number, an address and a run-in list are left.
 */
export function isolatedValues(
  id: string,
  values: MessageValues | undefined,
): MessageValues | undefined {
  if (!values || LANGUAGE_DIRECTIONS[i18n.locale as 'en' | 'ur'] !== 'rtl') return values;
  const plain = plainArguments(i18n.messages[id]);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && plain.has(name) && !NOT_ISOLATED.has(name) && LATIN.test(value)
        ? `${FSI}${value}${PDI}`
        : value,
    ]),
  );
}

/** Re-renders the caller each time a catalogue arrives. */
export function useCatalogueVersion(): number {
  return useSyncExternalStore(subscribeToCatalogues, getCatalogueVersion, getCatalogueVersion);
}

/**
 * The translate function of one namespace in the page's language (issue 24):
 * `t('key', { count: 3 })`. Never waits: until a namespace's Urdu has arrived (LanguageProvider
 * fetches every namespace's Urdu as soon as Urdu is chosen, and a namespace defined later at
 * once) its keys read in English, and the component re-renders when it comes.
 */
export function useT<Key extends string>(namespace: Namespace<Key>) {
  const { language } = useLanguage();
  const version = useCatalogueVersion();
  useEffect(() => {
    if (language !== 'en') void loadNamespace(namespace, language);
  }, [namespace, language]);
  return useCallback(
    (key: Key, values?: MessageValues): string => {
      const id = `${namespace.name}.${key}`;
      return i18n._(id, isolatedValues(id, values));
    },
    // `language` and `version` re-create t when the words change, so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namespace, language, version],
  );
}
