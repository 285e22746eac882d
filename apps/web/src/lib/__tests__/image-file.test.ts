import { describe, expect, it } from 'vitest';
import { checkImageFile, hasImageSignature } from '../image-file';

/** Issue 22 item 1: a photo's real type is read from its first bytes before any upload. */

const WRONG_TYPE = 'Only JPEG, PNG, JPG, and WebP images are allowed';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('checkImageFile (issue 22 item 1)', () => {
  it('should accept JPEG, PNG and WebP signatures', async () => {
    expect(await checkImageFile(file(JPEG, 'a.jpg', 'image/jpeg'))).toBeNull();
    expect(await checkImageFile(file(PNG, 'a.png', 'image/png'))).toBeNull();
    expect(await checkImageFile(file(WEBP, 'a.webp', 'image/webp'))).toBeNull();
  });

  it('should refuse a text file named .jpg at once', async () => {
    const text = file('hello, this is not a photo', 'notes.jpg', 'image/jpeg');
    expect(await checkImageFile(text)).toBe(WRONG_TYPE);
  });

  it('should refuse a RIFF file that is not WebP, and a file too short to tell', async () => {
    const wave = [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [0, 0, 0, 0],
        [...'WAVE'].map((c) => c.charCodeAt(0)),
      );
    expect(await checkImageFile(file(wave, 'a.webp', 'image/webp'))).toBe(WRONG_TYPE);
    expect(await checkImageFile(file([0xff, 0xd8], 'a.jpg', 'image/jpeg'))).toBe(WRONG_TYPE);
    expect(hasImageSignature(new Uint8Array(0))).toBe(false);
  });

  it('should still check the type and size first', async () => {
    expect(await checkImageFile(file(PNG, 'a.gif', 'image/gif'))).toBe(WRONG_TYPE);
    const big = new File([new Uint8Array(PNG), new Uint8Array(5_242_881)], 'big.png', {
      type: 'image/png',
    });
    expect(await checkImageFile(big)).toBe('Image size must be less than 5MB');
  });
});
