import type { ImageRecord } from '@hostelhub/shared';
import { uploadForm, type DataEnvelope, type UploadProgress } from '../../../lib/api-client';

/**
 * POST /api/images/hostels/{hostelId}: one photo (multipart `image`, `is_primary`,
 * `display_order`), reporting the bytes sent. Throws ApiError with the server's message.
 */
export async function uploadHostelImage(
  hostelId: string,
  file: File,
  options: {
    isPrimary: boolean;
    displayOrder: number;
    onProgress?: (progress: UploadProgress) => void;
  },
): Promise<ImageRecord> {
  const form = new FormData();
  form.append('is_primary', String(options.isPrimary));
  form.append('display_order', String(options.displayOrder));
  form.append('image', file, file.name);
  const body = await uploadForm<DataEnvelope<ImageRecord>>(
    `/api/images/hostels/${encodeURIComponent(hostelId)}`,
    form,
    options.onProgress ? { onProgress: options.onProgress } : {},
  );
  return body.data;
}

/** POST /api/images/mess/{hostelId}: the hostel's mess picture. */
export async function uploadMessImage(
  hostelId: string,
  file: File,
): Promise<{ image_url: string }> {
  const form = new FormData();
  form.append('image', file, file.name);
  const body = await uploadForm<DataEnvelope<{ image_url: string }>>(
    `/api/images/mess/${encodeURIComponent(hostelId)}`,
    form,
  );
  return body.data;
}
