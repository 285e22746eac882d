import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '../../lib/theme';

/**
 * Where transient feedback appears ("Saved", "Area confirmed"): sonner's toasts, announced
 * politely to screen readers, themed with the app's light or dark theme (issue 23). Call
 * `toast.success(text)` / `toast.error(text)` from 'sonner' anywhere under the provider.
 * Messages that must stay until read (form errors, load failures) stay inline instead.
 */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <SonnerToaster
      theme={theme}
      position="bottom-center"
      closeButton
      duration={5000}
      containerAriaLabel="Status messages"
      toastOptions={{ className: 'text-sm' }}
    />
  );
}
