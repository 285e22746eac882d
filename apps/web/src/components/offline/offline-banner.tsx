import { WifiOff } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { offlineText } from './i18n';

/**
 * A strip under the navigation bar while the browser is offline (issue 25): what can still be
 * read and that the rest needs a connection. Announced politely when it appears.
 */
export function OfflineBanner() {
  const isOnline = useOnlineStatus();
  const t = useT(offlineText);
  return (
    <div role="status">
      {isOnline ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('banner.text')}
        </p>
      )}
    </div>
  );
}
