/**
 * The app's own Cache Storage cache (issue 25): the hostels a person opened, their favourites
 * and each opened hostel's first photo, written by `offline-store.ts` and emptied at sign-out.
 * The service worker (vite.config.ts) only reads it, for photos under /uploads/. Workbox's own
 * caches have other names, so a new worker's clean-up never touches it.
 */
export const OFFLINE_CACHE = 'hostelhub-offline-v1';

/** Hashed files the worker did not precache (the map, the Urdu font), kept once used. */
export const ASSETS_CACHE = 'hostelhub-assets';
