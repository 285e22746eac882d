import { Toaster as SonnerToaster } from 'sonner';
import { LANGUAGE_DIRECTIONS } from '@hostelhub/shared';
import { useLanguage, useT } from '../../lib/i18n';
import { componentsText } from '../i18n';
import { useTheme } from '../../lib/theme';

/**
 * Where transient feedback appears ("Saved", "Area confirmed"): sonner's toasts, announced
 * politely to screen readers, themed with the app's light or dark theme (issue 23). Call
 * `toast.success(text)` / `toast.error(text)` from 'sonner' anywhere under the provider.
 * Messages that must stay until read (form errors, load failures) stay inline instead.
 */
export function Toaster() {
  const { theme } = useTheme();
  const { language } = useLanguage();
  const t = useT(componentsText);
  return (
    <SonnerToaster
      theme={theme}
      dir={LANGUAGE_DIRECTIONS[language]}
      position="bottom-center"
      closeButton
      duration={5000}
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ className: 'text-sm' }}
    />
  );
}
