import { IMAGE_MAX_EDGE_PX, THUMBNAIL_EDGE_PX } from '@hostelhub/shared';

/**
 * The stored sizes of a photo (issue 25). Beside the full WebP `<name>.webp` (at most 1600 px
 * on the long side) and its thumbnail `<name>-thumb.webp` (400 px) sits the middle size
 * `<name>-medium.webp` (800 px): a naming rule, so no column records it. Uploads store all
 * three; photos stored before the middle size existed get it from the backfill
 * (modules/images/backfill-photo-sizes.job.ts).
 */

/** Long side of the middle size, in pixels: cards on dense screens, the dialog on phones. */
export const MEDIUM_EDGE_PX = 800;

const MEDIUM_SUFFIX = '-medium.webp';

/**
 * The middle size's name beside a full-size WebP (a storage key or a URL): `x.webp` gives
 * `x-medium.webp`. Null for anything else (a thumbnail, another format).
 */
export function mediumNameOf(fullName: string): string | null {
  if (!fullName.endsWith('.webp') || /-(thumb|medium)\.webp$/.test(fullName)) return null;
  return `${fullName.slice(0, -'.webp'.length)}${MEDIUM_SUFFIX}`;
}

// Full-size photo URLs whose middle size this process has seen stored: its own uploads, and
// photos the backfill found or made it for. A srcset names the middle size only then, so a
// browser is never sent to a file that is not there yet (photos from before the middle size,
// until the backfill reaches them). Per process by design: another process's uploads are
// confirmed by this process's next backfill run.
const confirmedMedium = new Set<string>();

/** Records that the middle size of the photo at `imageUrl` is stored. */
export function confirmMediumStored(imageUrl: string): void {
  confirmedMedium.add(imageUrl);
}

/** Forgets the photo at `imageUrl` (its files were removed). */
export function forgetMedium(imageUrl: string): void {
  confirmedMedium.delete(imageUrl);
}

/** Whether the middle size of the photo at `imageUrl` is known to be stored. */
export function isMediumConfirmed(imageUrl: string): boolean {
  return confirmedMedium.has(imageUrl);
}

/**
 * The `<img srcset>` value of a stored photo (issue 25): its thumbnail (400w), its middle size
 * (800w, once confirmed stored) and its full image (1600w). Each size is described by its long
 * edge, which is its width for the landscape photos hostels show (a portrait photo is narrower,
 * so a browser may pick one size smaller than ideal, never a missing file). Null when fewer
 * than two sizes exist, or a URL holds a space (srcset could not carry it): `src` alone then.
 */
export function photoSrcset(photo: {
  imageUrl: string;
  thumbnailUrl: string | null;
}): string | null {
  const candidates: string[] = [];
  if (photo.thumbnailUrl && photo.thumbnailUrl !== photo.imageUrl) {
    candidates.push(`${photo.thumbnailUrl} ${THUMBNAIL_EDGE_PX}w`);
  }
  const medium = mediumNameOf(photo.imageUrl);
  if (medium && confirmedMedium.has(photo.imageUrl)) {
    candidates.push(`${medium} ${MEDIUM_EDGE_PX}w`);
  }
  candidates.push(`${photo.imageUrl} ${IMAGE_MAX_EDGE_PX}w`);
  if (candidates.length < 2 || candidates.some((candidate) => /\s.*\s/.test(candidate))) {
    return null;
  }
  return candidates.join(', ');
}
