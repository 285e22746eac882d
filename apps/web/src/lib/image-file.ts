import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@hostelhub/shared';

/**
 * What is wrong with a picked image file before any upload (part 2 section 5 'Images'), in
 * the spec's words, or null. Reads only the name's type and the size: `checkImageFile` also
 * reads the first bytes. The server checks the real type from the bytes anyway.
 */
export function imageFileProblem(file: File): string | null {
  if (!['image/jpeg', 'image/png', 'image/webp', 'image/jpg'].includes(file.type)) {
    return IMAGE_MESSAGES.wrongType;
  }
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * Whether the first bytes (12 are enough) are a JPEG (FF D8 FF), a PNG (89 50 4E 47 0D 0A 1A
 * 0A) or a WebP ("RIFF", 4 size bytes, "WEBP") signature. Signature only: nothing is decoded.
 */
export function hasImageSignature(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, JPEG) ||
    startsWith(bytes, PNG) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}

/** A file's first `count` bytes (FileReader where Blob.arrayBuffer is missing). */
async function firstBytes(file: File, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
}

/**
 * `imageFileProblem`, then the file's real type from its first 12 bytes (issue 22 item 1): a
 * text file named `.jpg` resolves 'Only JPEG, PNG, JPG, and WebP images are allowed' at once,
 * before any upload. Resolves null for a JPEG, PNG or WebP within 5 MB.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  const problem = imageFileProblem(file);
  if (problem) return problem;
  try {
    return hasImageSignature(await firstBytes(file, 12)) ? null : IMAGE_MESSAGES.wrongType;
  } catch {
    return IMAGE_MESSAGES.invalidImage;
  }
}
