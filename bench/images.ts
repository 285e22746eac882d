/**
 * Image benchmark (issue 6): how long the server takes to accept and process one 5 MB,
 * 12-megapixel JPEG (4000 x 3000 photo-like noise), and the server's peak memory while 8 such
 * uploads run at once.
 *
 * Starts the real app on loopback over an in-memory PGlite database (images on the local
 * disk in a temporary DATA_DIR), signs an approved owner in, and sends real multipart
 * requests over HTTP with fetch. Uploads go to rooms (a new room whenever one is full).
 * The client shares the process, so the memory figure is an upper bound for the server.
 *
 * Prints the upload's size, the median and p95 of BENCH_UPLOADS (12) sequential uploads in
 * milliseconds, and the resident set size before and at its peak during 8 concurrent uploads.
 *
 *   npm run bench:images -w @hostelhub/bench
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { loadSettings } from '../apps/api/src/settings.ts';
import { createHostel, createUser } from '../apps/api/test/factories/hostels.ts';
import { createRoom } from '../apps/api/test/factories/rooms.ts';
import { signIn } from '../apps/api/test/factories/sessions.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 12);
const CONCURRENT = 8;
const TARGET_BYTES = 5_242_880;

/** A 12 MP JPEG just under 5 MB: smooth gradients with noise, like a phone photo. */
async function makePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp(randomBytes(width * height), { raw: { width, height, channels: 1 } })
    .blur(0.8)
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  let quality = 98;
  for (;;) {
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (photo.length <= TARGET_BYTES || quality <= 40) return photo;
    quality -= 2;
  }
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-bench-images-'));
const database = await openDatabase({ pgliteDataDir: 'memory://' });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const settings = loadSettings(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    },
    dataDir,
  );
  const app = await buildApp({ settings, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const owner = await createUser(database.db);
  const authorization = await signIn(database.db, settings.jwtSecret, owner);
  const hostel = await createHostel(database.db, { ownerId: owner.id });
  const photo = await makePhoto();
  let room = await createRoom(database.db, hostel.id);
  let inRoom = 0;

  async function uploadOnce(): Promise<number> {
    if (inRoom >= 8) {
      room = await createRoom(database.db, hostel.id);
      inRoom = 0;
    }
    inRoom += 1;
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${base}/api/images/rooms/${room.id}`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    return performance.now() - started;
  }

  console.log(
    `upload: ${(photo.length / 1024 / 1024).toFixed(2)} MiB JPEG, 4000 x 3000 (12 MP), ` +
      `node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
  );
  await uploadOnce(); // warm-up: sharp and the routes load once
  const times: number[] = [];
  for (let index = 0; index < UPLOADS; index += 1) times.push(await uploadOnce());
  times.sort((a, b) => a - b);
  console.log(
    `sequential, ${UPLOADS} uploads: median ${percentile(times, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(0)} ms`,
  );

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const concurrent = await Promise.all(Array.from({ length: CONCURRENT }, () => uploadOnce()));
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${CONCURRENT} at once: all done in ${(performance.now() - started).toFixed(0)} ms ` +
      `(slowest ${Math.max(...concurrent).toFixed(0)} ms); resident memory ${mib(before)} ` +
      `before, ${mib(peak)} at peak (+${mib(peak - before)})`,
  );
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
