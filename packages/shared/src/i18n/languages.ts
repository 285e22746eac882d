/**
 * The product's languages (issue 24): English, the specification's own wording, and Urdu,
 * written right to left. `en` is the default and the fallback for anything untranslated.
 */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

// LanguageSchema (zod) lives in schemas/common.ts: this file is read by every page, and zod
// loads only with the pages that validate something.

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

/** Writing direction of each language (`<html dir>`). */
export const LANGUAGE_DIRECTIONS: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

/**
 * The locale of `Intl` formatting for each language: Pakistani English and Pakistani Urdu.
 * Both write Western digits (docs/decisions/019-urdu-and-i18n.md).
 */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-PK', ur: 'ur-PK' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `tags` (BCP 47 language tags in order of preference, as an `Accept-Language`
 * parser or `navigator.languages` gives them) that names one of our languages by its primary
 * subtag (`ur-PK` is Urdu); `undefined` when none does.
 */
export function matchLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
