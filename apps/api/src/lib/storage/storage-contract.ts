/**
 * Where uploaded images live (DESIGN.md 'Stack', STORAGE_DRIVER): the local disk under
 * DATA_DIR/uploads by default, or an S3-compatible bucket. Keys are unique per file
 * (`images/<uuid>.webp`), so a stored file never changes and may be cached for a year.
 */
export interface ImageStorage {
  /** Stores the bytes under `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes these keys; keys that are already gone are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address browsers load `key` from. */
  url(key: string): string;
  /**
   * The key behind `url` when it is one of this storage's addresses (the inverse of `url`),
   * else null: a picture stored elsewhere (issue 25: the middle-size backfill, og images).
   */
  keyOf(url: string): string | null;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** The bytes stored under `key`, or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  /** The origin images are served from when it is not the site's own (for the CSP). */
  readonly origin: string | null;
}

/** Browsers may keep a stored image for a year: its key never names other bytes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
