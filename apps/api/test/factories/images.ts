import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG photo of `width` x `height` with EXIF, including a GPS position (Islamabad). */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 110 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Hostelhub 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 41/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 2/1 0/1',
      },
    })
    .toBuffer();
}

/** A small PNG. */
export async function png(width = 320, height = 240): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 80, b: 60, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a tiny PNG whose header claims 20,000 x 20,000 pixels (its IHDR
 * rewritten, with a correct checksum).
 */
export async function pngBomb(): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // Signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), ...
  bytes.writeUInt32BE(20_000, 16);
  bytes.writeUInt32BE(20_000, 20);
  const ihdr = bytes.subarray(12, 12 + 4 + 13);
  bytes.writeUInt32BE(crc32(ihdr) >>> 0, 12 + 4 + 13);
  return bytes;
}

/** A multipart body with one file field and text fields, as a browser's FormData sends it. */
export function imageForm(
  file: Buffer,
  options: {
    field?: string;
    filename?: string;
    type?: string;
    fields?: Record<string, string>;
  } = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append(
    options.field ?? 'image',
    new Blob([file], { type: options.type ?? 'image/jpeg' }),
    options.filename ?? 'photo.jpg',
  );
  return form;
}
