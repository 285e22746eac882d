import { AppError, IMAGE_MAX_EDGE_PX, IMAGE_MESSAGES, THUMBNAIL_EDGE_PX } from '@hostelhub/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { MEDIUM_EDGE_PX } from './storage/image-variants.ts';

/** The only types accepted, judged from the bytes, never from the name (decision 15). */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Decoding stops above this many pixels (about 50 megapixels, e.g. 8660 x 5773): a 12 MP
 * photo passes, a small file claiming 20,000 x 20,000 pixels (a decompression bomb) does not.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A processed upload: the stored WebP, its thumbnail, its middle size (issue 25), and the
 * stored image's size in pixels.
 */
export interface ProcessedImage {
  full: Buffer;
  thumbnail: Buffer;
  medium: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an upload's real type from its bytes (JPEG, PNG or WebP) and re-encodes it (product
 * decision 15): turned upright from its EXIF orientation, every piece of metadata dropped
 * (camera GPS included, sharp keeps none unless asked), stored as WebP at most 1600 px on the
 * long side, plus an 800 px middle size (issue 25) and a 400 px thumbnail. Throws
 * VALIDATION_ERROR (400) with the spec's message for a wrong type, and 'Please select a valid
 * image file' for a truncated, corrupt or oversized (in pixels) image. Nothing is written
 * anywhere.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw new AppError('VALIDATION_ERROR', IMAGE_MESSAGES.wrongType, [
      { field: 'image', message: IMAGE_MESSAGES.wrongType },
    ]);
  }
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
      throw new Error('image dimensions out of range');
    }
    const [full, medium, thumbnail] = await Promise.all([
      input()
        .resize({
          width: IMAGE_MAX_EDGE_PX,
          height: IMAGE_MAX_EDGE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      mediumOf(input()),
      input()
        .resize({
          width: THUMBNAIL_EDGE_PX,
          height: THUMBNAIL_EDGE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return {
      full: full.data,
      thumbnail,
      medium,
      width: full.info.width,
      height: full.info.height,
    };
  } catch {
    throw new AppError('VALIDATION_ERROR', IMAGE_MESSAGES.invalidImage, [
      { field: 'image', message: IMAGE_MESSAGES.invalidImage },
    ]);
  }
}

/** The middle size of a decoded image: a WebP at most MEDIUM_EDGE_PX (800) on the long side. */
function mediumOf(image: Sharp): Promise<Buffer> {
  return image
    .resize({
      width: MEDIUM_EDGE_PX,
      height: MEDIUM_EDGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * The middle size (issue 25) of an image already stored by this pipeline (or the demo seed):
 * used by the backfill for photos stored before the middle size existed. Throws when the
 * bytes are not a decodable image of at most MAX_INPUT_PIXELS.
 */
export function makeMediumSize(storedBytes: Buffer): Promise<Buffer> {
  return mediumOf(sharp(storedBytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }));
}
