import { forgetMedium } from './image-variants.ts';
import type { ImageStorage } from './storage-contract.ts';

/**
 * The files of a stored image: the WebP, its thumbnail and its middle size (issue 25), in
 * that order.
 */
export function storedFiles(storageKey: string): [string, string, string] {
  return [`${storageKey}.webp`, `${storageKey}-thumb.webp`, `${storageKey}-medium.webp`];
}

/** Removes the files of photos whose rows a hostel or room deletion took with it. */
export async function removeStoredImages(
  storage: ImageStorage,
  storageKeys: readonly string[],
): Promise<void> {
  await storage.remove(storageKeys.flatMap(storedFiles));
  for (const key of storageKeys) forgetMedium(storage.url(`${key}.webp`));
}
