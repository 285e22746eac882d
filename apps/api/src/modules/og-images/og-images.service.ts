import { AppError, MESSAGES, UuidSchema } from '@hostelhub/shared';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../lib/image-pipeline.ts';
import type { ImageStorage } from '../../lib/storage/storage-contract.ts';
import type { OgImagesRepository } from './og-images.repository.ts';

/** The link-preview image's size in pixels: what Facebook, WhatsApp and X show full width. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** The brand colour (Tailwind teal-700: the favicon, buttons and links of the web app). */
const BRAND_COLOUR = '#0f766e';
/** Rendered previews kept in memory, in bytes (about 300 photos of 100 KB). */
const CACHE_BYTES = 32 * 1024 * 1024;

// The favicon's house (apps/web/public/favicon.svg, a 32-unit box) drawn 8 times larger, above
// the name. The font list is the demo drawings' (DejaVu or Liberation on a server).
const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">
  <rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="${BRAND_COLOUR}"/>
  <path transform="translate(472 94) scale(8)" d="M8 24V13l8-6 8 6v11h-5v-6h-6v6z" fill="#ffffff"/>
  <text x="600" y="430" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="120" font-weight="bold" fill="#ffffff">Hostelhub</text>
</svg>`;

export interface OgImagesServiceDeps {
  repository: OgImagesRepository;
  storage: ImageStorage;
}

/**
 * Link-preview images of hostels (issue 25): a 1200 x 630 JPEG cut from the approved hostel's
 * primary photo (cover, the crop placed by sharp's attention strategy), or the branded
 * fallback for a hostel without photos (or whose photo cannot be read). A preview is made on
 * first request and then served from an in-memory LRU (32 MB) keyed by the photo's URL: a
 * new primary photo has a new URL, so a stale preview is never served, and a process restart
 * only costs one render per hostel. Concurrent first requests share one render.
 */
export function createOgImagesService({ repository, storage }: OgImagesServiceDeps) {
  const notFound = () => new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
  let fallback: Promise<Buffer> | null = null;

  /** The preview of the photo at `imageUrl`, or undefined when it cannot be read or decoded. */
  async function renderPhoto(imageUrl: string): Promise<Buffer | undefined> {
    const key = storage.keyOf(imageUrl);
    const bytes = key === null ? null : await storage.read(key);
    if (!bytes) return undefined;
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, {
          fit: 'cover',
          position: sharp.strategy.attention,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    } catch {
      return undefined;
    }
  }

  const previews = new LRUCache<string, Buffer>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (jpeg) => jpeg.length,
    fetchMethod: renderPhoto,
  });

  /** The branded fallback, rendered once per process. */
  function fallbackImage(): Promise<Buffer> {
    fallback ??= sharp(Buffer.from(FALLBACK_SVG)).jpeg({ quality: 85 }).toBuffer();
    return fallback;
  }

  return {
    /**
     * GET /og/hostels/{id}.jpg: the hostel's 1200 x 630 JPEG preview. Throws HOSTEL_NOT_FOUND
     * (404) for an id that is not a uuid, an unknown hostel, or one not approved (pending,
     * rejected): previews exist only for hostels everyone may see.
     */
    async render(hostelId: string): Promise<Buffer> {
      if (!UuidSchema.safeParse(hostelId).success) throw notFound();
      const hostel = await repository.findApprovedPrimaryPhoto(hostelId);
      if (!hostel) throw notFound();
      const preview = hostel.imageUrl ? await previews.fetch(hostel.imageUrl) : undefined;
      return preview ?? fallbackImage();
    },
  };
}

export type OgImagesService = ReturnType<typeof createOgImagesService>;
