import { useEffect } from 'react';

const SITE_NAME = 'Hostelhub';

/** Sets the tab title as "Find Hostels · Hostelhub"; without a page title, the site's tagline. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME} · Verified student hostels in Pakistan`;
  }, [title]);
}
