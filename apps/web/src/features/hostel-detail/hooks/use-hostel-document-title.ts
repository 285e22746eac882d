import { useEffect } from 'react';

/**
 * The tab shows the open hostel's name, so a shared or bookmarked link reads well (decision
 * 12); closing the dialog puts the browse screen's title back.
 */
export function useHostelDocumentTitle(name: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${name} · Hostelhub`;
    return () => {
      document.title = previous;
    };
  }, [name]);
}
