let serverOrigin = '';

/** The page server sets the site's public origin before it renders (issue 25). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/**
 * The site's origin, `https://hostelhub.pk`: the page's own in a browser, the configured public
 * origin while rendering on the server (where there is no `window`).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
