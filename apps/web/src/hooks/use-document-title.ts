import { useEffect } from 'react';

const SITE_NAME = 'Hostelhub';

/**
 * Sets the tab title to `title`, translated by the caller into the page's language: "Find
 * Hostels · Hostelhub", or `title` alone with `{ siteName: false }` (the home page's, which
 * names the site itself and matches the title the server rendered). No fallback text of its
 * own: an English one turned the Urdu home page's title English (issue 40 item 6).
 */
export function useDocumentTitle(title: string, { siteName = true }: { siteName?: boolean } = {}) {
  useEffect(() => {
    document.title = siteName ? `${title} · ${SITE_NAME}` : title;
  }, [title, siteName]);
}
