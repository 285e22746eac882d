import type { ImageRecord } from '@hostelhub/shared';
import { uploadForm, type DataEnvelope, type UploadProgress } from './api-client';

/**
 * POSTs one image file as multipart `image` with text `fields` (`is_primary`, `image_title`,
 * ...) to an image route, reporting the bytes sent. Throws ApiError with the server's
 * message ('Only JPEG, PNG, JPG, and WebP images are allowed', 'Image size must be less than
 * 5MB', the set's limit, ...).
 */
export async function uploadImageFile(
  path: string,
  file: File,
  fields: Record<string, string> = {},
  onProgress?: (progress: UploadProgress) => void,
): Promise<ImageRecord> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', file, file.name);
  const body = await uploadForm<DataEnvelope<ImageRecord>>(
    path,
    form,
    onProgress ? { onProgress } : {},
  );
  return body.data;
}
