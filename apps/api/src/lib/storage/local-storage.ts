import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage } from './storage-contract.ts';

/**
 * Images on the local disk under `uploadsDir`, served by the app at /uploads/ (plugins/
 * static-web.ts). Keys are relative paths without `..`.
 */
export function createLocalStorage(uploadsDir: string): ImageStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(uploadsDir, key);
    if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) {
      throw new Error(`storage key outside the uploads folder: ${key}`);
    }
    return file;
  };
  return {
    origin: null,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    url: (key) => `/uploads/${key}`,
    keyOf(url) {
      if (!url.startsWith('/uploads/')) return null;
      const key = url.slice('/uploads/'.length);
      try {
        fileOf(key);
        return key;
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
