import type { ImageStorage } from './storage-contract.ts';

/** The two files of a stored image: the WebP and its thumbnail. */
export function storedFiles(storageKey: string): string[] {
  return [`${storageKey}.webp`, `${storageKey}-thumb.webp`];
}

/** Removes the files of photos whose rows a hostel or room deletion took with it. */
export async function removeStoredImages(
  storage: ImageStorage,
  storageKeys: readonly string[],
): Promise<void> {
  await storage.remove(storageKeys.flatMap(storedFiles));
}
