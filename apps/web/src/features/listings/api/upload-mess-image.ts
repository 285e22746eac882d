import { uploadImageFile } from '../../../lib/upload-image';

/** POST /api/images/mess/{hostelId}: the hostel's mess picture (replacing the last one). */
export async function uploadMessImage(hostelId: string, file: File): Promise<void> {
  await uploadImageFile(`/api/images/mess/${encodeURIComponent(hostelId)}`, file);
}
