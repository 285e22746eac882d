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
    (key: Key, values?: MessageValues): string => i18n._(`${namespace.name}.${key}`, values),
    // `language` and `version` re-create t when the words change, so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namespace, language, version],
  );
}
