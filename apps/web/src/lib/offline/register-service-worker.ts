/// <reference types="vite-plugin-pwa/vanillajs" />

/**
 * Registers the service worker (dist/sw.js, built by vite-plugin-pwa in vite.config.ts; issue
 * 25) once the page has loaded, so its downloads never compete with the page's own. Imported
 * for this effect by src/main.tsx. Production builds only: neither the dev server nor the tests
 * (happy-dom) register one.
 *
 * A new worker is never told to skip waiting: it takes over on the next visit, once every page
 * the old one controls has closed, and an open page is never reloaded for it.
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('virtual:pwa-register').then(({ registerSW }) =>
      registerSW({
        immediate: true,
        onNeedReload: () => undefined,
        // A browser that refuses (private mode, storage full) simply has no offline copy.
        onRegisterError: () => undefined,
      }),
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

registerServiceWorker();
