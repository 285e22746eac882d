import { useEffect, useState } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { hasOfflineCopy, offlineKeys } from '../../lib/offline/offline-store';
import { useKeepRenderedHostels } from '../../lib/offline/use-keep-rendered-hostels';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { OfflineScreen } from './offline-screen';

/** Pages made of the app's own text only: they show offline as they are. */
const STATIC_PAGES = [paths.about.path, paths.privacy.path, paths.terms.path, paths.contact.path];

/**
 * What a page needs to show offline: nothing (`true`), the offline copy under a store key
 * (a hostel's dialog, the favourites list), or something only the network has (`null`).
 */
function offlineNeeds(pathname: string, search: string, userId: string | undefined) {
  if (STATIC_PAGES.some((path) => matchPath(path, pathname))) return true;
  const hostel = matchPath(paths.hostels.detail.path, pathname);
  if (hostel?.params.id) return offlineKeys.hostel(hostel.params.id);
  const isBrowse = pathname === paths.hostels.list.path || pathname === paths.student.path;
  const favorites = new URLSearchParams(search).get('favorites');
  if (isBrowse && userId && (favorites === '1' || favorites === 'true')) {
    return offlineKeys.favorites(userId);
  }
  return null;
}

/** The location on screen, whether it was opened offline, and the locations shown before. */
interface Opened {
  key: string;
  offline: boolean;
  shownBefore: string[];
}

/** How many locations shown before are remembered (the history a person goes Back through). */
const MAX_REMEMBERED = 50;

/**
 * The page (`<Outlet />`), or the offline screen when a page is opened while the browser is
 * offline and the app has nothing stored to show it with (issue 25). A page already open when
 * the network goes stays as it is, as does one gone Back to, and the page comes back by itself
 * once the browser is online.
 */
export function OfflineOutlet() {
  const isOnline = useOnlineStatus();
  const location = useLocation();
  const { user } = useAuth();
  // Mounted once with the layout: the place to keep what a server-rendered page came with.
  useKeepRenderedHostels();

  // Whether this location was opened offline: set again on each navigation and when online.
  // A location shown before (Back to the list) comes back as it was, with what it had loaded.
  const [opened, setOpened] = useState<Opened>({
    key: location.key,
    offline: !isOnline,
    shownBefore: [],
  });
  let openedOffline = opened.offline;
  if (opened.key !== location.key || (isOnline && opened.offline)) {
    const shownBefore = opened.offline
      ? opened.shownBefore
      : [...opened.shownBefore.slice(-MAX_REMEMBERED + 1), opened.key];
    openedOffline = !isOnline && !shownBefore.includes(location.key);
    setOpened({ key: location.key, offline: openedOffline, shownBefore });
  }

  const needs = openedOffline ? offlineNeeds(location.pathname, location.search, user?.id) : true;
  const storeKey = typeof needs === 'string' ? needs : null;
  const [stored, setStored] = useState<{ key: string; has: boolean } | null>(null);
  useEffect(() => {
    if (storeKey === null) return;
    let isCurrent = true;
    void hasOfflineCopy(storeKey).then((has) => {
      if (isCurrent) setStored({ key: storeKey, has });
    });
    return () => {
      isCurrent = false;
    };
  }, [storeKey]);

  if (needs === true) return <Outlet />;
  if (needs === null) return <OfflineScreen />;
  // A moment while the store answers.
  if (stored?.key !== needs) return null;
  return stored.has ? <Outlet /> : <OfflineScreen />;
}
