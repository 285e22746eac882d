import { LANGUAGE_NAMES, type Language } from '@hostelhub/shared';
import clsx from 'clsx';
import { Languages } from 'lucide-react';
import { useLanguage, useT } from '../lib/i18n';
import { componentsText } from './i18n';
import { buttonVariants } from './ui/button';

/**
 * The language switch (issue 24): shows the other language by its own name (اردو in English,
 * English in Urdu) and switches the whole app to it, kept for this browser and, when signed in,
 * in the profile.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const t = useT(componentsText);
  const other: Language = language === 'en' ? 'ur' : 'en';
  return (
    <button
      type="button"
      onClick={() => setLanguage(other)}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      className={clsx(buttonVariants({ variant: 'ghost' }), 'gap-1.5 px-2', className)}
    >
      <Languages aria-hidden="true" className="h-4 w-4" />
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
