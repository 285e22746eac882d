/**
 * The demo photo pool: 24 generated pictures (SVG drawings turned into WebP), written once
 * under `${uploadsDir}/demo` and shared by every demo hostel and room.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawBuilding } from './drawing/building.ts';
import { drawBedroom, drawCommonRoom, drawMessHall, drawStudyRoom } from './drawing/interiors.ts';
import { Random } from './random.ts';

export type PhotoKind = 'building' | 'bedroom' | 'common' | 'mess' | 'study';

export const PHOTO_TITLES: Readonly<Record<PhotoKind, string>> = {
  building: 'Front view',
  bedroom: 'Room',
  common: 'Common room',
  mess: 'Mess hall',
  study: 'Study room',
};

/** What the pool holds, in order: photo-01 to photo-24. */
const POOL_KINDS: readonly PhotoKind[] = [
  ...Array<PhotoKind>(10).fill('building'),
  ...Array<PhotoKind>(8).fill('bedroom'),
  ...Array<PhotoKind>(2).fill('common'),
  ...Array<PhotoKind>(2).fill('mess'),
  ...Array<PhotoKind>(2).fill('study'),
];

export interface PoolPhoto {
  number: number;
  kind: PhotoKind;
  file: string;
  thumbnailFile: string;
  url: string;
  thumbnailUrl: string;
}

export function photoPool(): PoolPhoto[] {
  return POOL_KINDS.map((kind, index) => {
    const name = `photo-${String(index + 1).padStart(2, '0')}`;
    return {
      number: index + 1,
      kind,
      file: `${name}.webp`,
      thumbnailFile: `${name}-thumb.webp`,
      url: `/uploads/demo/${name}.webp`,
      thumbnailUrl: `/uploads/demo/${name}-thumb.webp`,
    };
  });
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Draws the pool pictures into `${uploadsDir}/demo`, skipping those already there. */
export async function writePhotoPool(uploadsDir: string): Promise<void> {
  const directory = path.join(uploadsDir, 'demo');
  await mkdir(directory, { recursive: true });
  await Promise.all(
    photoPool().map(async (photo) => {
      const file = path.join(directory, photo.file);
      const thumbnailFile = path.join(directory, photo.thumbnailFile);
      if ((await fileExists(file)) && (await fileExists(thumbnailFile))) return;
      const svg = Buffer.from(drawPhoto(photo.kind, new Random(photo.number * 7919)));
      const image = sharp(svg);
      const [full, thumbnail] = await Promise.all([
        image.clone().webp({ quality: 70 }).toBuffer(),
        image.clone().resize(400, 267).webp({ quality: 70 }).toBuffer(),
      ]);
      await Promise.all([writeFile(file, full), writeFile(thumbnailFile, thumbnail)]);
    }),
  );
}

function drawPhoto(kind: PhotoKind, random: Random): string {
  switch (kind) {
    case 'building':
      return drawBuilding(random);
    case 'bedroom':
      return drawBedroom(random);
    case 'common':
      return drawCommonRoom(random);
    case 'mess':
      return drawMessHall(random);
    case 'study':
      return drawStudyRoom(random);
  }
}
