import { isLanguage, isolate, LANGUAGE_DIRECTIONS } from '@hostelhub/shared';
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

// Values never isolated: an address must stay one that WhatsApp or a mail client recognises,
// and a run-in list isolates each of its items instead (whole, its Urdu commas and "and" would
// take the first name's direction): `useFormatters().list` does.
const NOT_ISOLATED = new Set(['url', 'link', 'href', 'list', 'names']);

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
 * `values` with each text that fills a plain `{name}` of message `id` through `isolate` (in
 * Urdu, English in it keeps its own order: docs/decisions/019). A select's key, a number, an
 * address and a run-in list are left.
 */
function isolatedValues(id: string, values: MessageValues | undefined): MessageValues | undefined {
  const language = i18n.locale;
  if (!values || !isLanguage(language) || LANGUAGE_DIRECTIONS[language] !== 'rtl') return values;
  const plain = plainArguments(i18n.messages[id]);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && plain.has(name) && !NOT_ISOLATED.has(name)
        ? isolate(language, value)
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
