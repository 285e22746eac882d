/**
 * Starts downloading a photo the page is about to show as its largest paint (the first card of
 * a list, the photo a hostel's dialog opens on) as soon as its URL is known, rather than once
 * the React tree showing it has rendered (issue 11, largest contentful paint on a phone). The
 * `<img>` then finds it in the browser's cache (given its srcset and sizes, the same size). Does nothing without a URL, outside a browser,
 * and in component tests (happy-dom would try to fetch the photo from a server that is not
 * there).
 */
export function preloadImage(
  url: string | null | undefined,
  responsive?: { srcset: string | null | undefined; sizes: string },
): void {
  if (!url || typeof Image === 'undefined' || import.meta.env.MODE === 'test') return;
  const image = new Image();
  image.fetchPriority = 'high';
  // With the <img>'s own srcset and sizes the browser picks the same size (issue 25): never the
  // 1600 px photo on a phone that shows the 800 px one.
  if (responsive?.srcset) {
    image.sizes = responsive.sizes;
    image.srcset = responsive.srcset;
  }
  image.src = url;
}
