import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@hostelhub/shared';

/**
 * What is wrong with a picked image file before any upload (part 2 section 5 'Images'), in
 * the spec's words, or null. The server checks the real type from the bytes anyway.
 */
export function imageFileProblem(file: File): string | null {
  if (!['image/jpeg', 'image/png', 'image/webp', 'image/jpg'].includes(file.type)) {
    return IMAGE_MESSAGES.wrongType;
  }
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
