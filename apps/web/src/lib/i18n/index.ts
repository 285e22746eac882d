/**
 * The web app's languages (issue 24; docs/decisions/019-urdu-and-i18n.md): Lingui's runtime
 * with catalogues compiled at build time, one namespace per feature or shared folder
 * (`defineNamespace` in its `i18n.ts`, catalogues in its `locales/en.json` and `locales/ur.json`),
 * `useT(namespace)` to translate and `useLanguage()` to read or switch the language.
 */
export { defineNamespace, i18n, loadNamespace, type Namespace } from './i18n';
export {
  LANGUAGE_STORAGE_KEY,
  languageFromUrl,
  readSavedLanguage,
  resolveInitialLanguage,
  saveLanguage,
} from './language';
export { LanguageProvider, useLanguage } from './language-provider';
export { useT, type MessageValues } from './use-t';
export { useFormatters } from './format';
export { libMessage, libText } from './lib-text';
export { useSharedText } from './server-text';
