import { use, useCallback } from 'react';
import { i18n, loadNamespace, type Namespace } from './i18n';
import { useLanguage } from './language-provider';

/** Values of a message's ICU placeholders: `{name}`, `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number>;

/**
 * The translate function of one namespace in the page's language (issue 24):
 * `t('key', { count: 3 })`. In Urdu the component waits (Suspense) the first time its
 * namespace's Urdu catalogue loads; English never waits.
 */
export function useT<Key extends string>(namespace: Namespace<Key>) {
  const { language } = useLanguage();
  // The same promise each time: React suspends only until it has resolved once.
  if (language !== 'en') use(loadNamespace(namespace, language));
  return useCallback(
    (key: Key, values?: MessageValues): string => i18n._(`${namespace.name}.${key}`, values),
    // `language` re-creates t when the language changes, so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namespace, language],
  );
}
