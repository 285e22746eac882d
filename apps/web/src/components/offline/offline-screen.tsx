import { Heart, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import {
  hasOfflineCopy,
  listSavedHostels,
  offlineKeys,
  type SavedHostel,
} from '../../lib/offline/offline-store';
import { offlineText } from './i18n';

interface Saved {
  hostels: SavedHostel[];
  hasFavorites: boolean;
}

/**
 * The page for what needs the network, shown offline (issue 25): says so, and links to what
 * this device kept (the hostels opened before, the favourites list).
 */
export function OfflineScreen() {
  const t = useT(offlineText);
  useDocumentTitle(t('screen.title'));
  const { user } = useAuth();
  const userId = user?.id;
  const [saved, setSaved] = useState<Saved | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void Promise.all([
      listSavedHostels(),
      userId ? hasOfflineCopy(offlineKeys.favorites(userId)) : false,
    ]).then(([hostels, hasFavorites]) => {
      if (isCurrent) setSaved({ hostels, hasFavorites });
    });
    return () => {
      isCurrent = false;
    };
  }, [userId]);

  const linkClass =
    'font-medium text-teal-800 underline-offset-2 hover:underline dark:text-teal-300';
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <WifiOff aria-hidden="true" className="h-10 w-10 text-slate-400 dark:text-slate-500" />
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">
          {t('screen.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('screen.body')}</p>
      </div>
      {saved ? (
        <section aria-labelledby="offline-saved" className="space-y-3">
          <h2 id="offline-saved" className="text-lg font-semibold">
            {t('screen.saved')}
          </h2>
          {saved.hostels.length === 0 && !saved.hasFavorites ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('screen.savedHelp')}</p>
          ) : (
            <ul className="space-y-2">
              {saved.hasFavorites ? (
                <li className="flex items-center gap-2">
                  <Heart aria-hidden="true" className="h-4 w-4 text-rose-600" />
                  <Link to={paths.hostels.list.getHref('favorites=1')} className={linkClass}>
                    {t('screen.favorites')}
                  </Link>
                </li>
              ) : null}
              {saved.hostels.map((hostel) => (
                <li key={hostel.id}>
                  <Link to={paths.hostels.detail.getHref(hostel.id)} className={linkClass}>
                    {hostel.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
