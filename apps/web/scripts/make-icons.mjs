// Makes the site's favicon.ico and apple-touch-icon.png from its own icon (issue 41 item 2).
// Run once by hand from the repository root when the icon changes, and commit the files:
//   node apps/web/scripts/make-icons.mjs
// The API's sharp draws the sizes. An .ico file is a 6-byte header, a 16-byte directory entry per
// image and the images; each image here is a PNG (an .ico may hold PNGs since Windows Vista, and
// every current browser reads them), so the container is all this script writes itself.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// sharp is the API's (apps/api, for photos); the workspace installs it for this one-off run.
// eslint-disable-next-line import-x/no-extraneous-dependencies
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
// The maskable icon is opaque to its edges, as iOS wants: its own corners are drawn on it.
const large = readFileSync(path.join(publicDir, 'icons', 'icon-maskable-512.png'));

/** `source` as a PNG of `size` x `size`, on its own transparency. */
const png = (source, size, options = {}) =>
  sharp(source, { density: 72 * Math.ceil(size / 32) })
    .resize(size, size, options)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An .ico holding `images` (PNGs of the given sizes, at most 256 px). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(svg, size) })));
writeFileSync(path.join(publicDir, 'favicon.ico'), ico(images));
// iOS rounds the corners of an opaque square itself: the maskable icon, 180 px.
writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(large, 180));
console.log('wrote favicon.ico (16, 32, 48 px) and apple-touch-icon.png (180 px)');
