import type { ImageRecord } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import type { UploadProgress } from '../../../lib/api-client';
import { uploadImageFile } from '../../../lib/upload-image';
import { useReloadRoomImages } from './use-reload-room-images';

/** What one upload sends (part 2 section 2 'Room image manager'). */
export interface RoomImageUpload {
  file: File;
  title: string;
  description: string;
  isPrimary: boolean;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /api/images/rooms/{roomId} (multipart `image`, `image_title`, `image_description`,
 * `is_primary`), reporting the bytes sent. Throws ApiError with the server's message
 * ('Only JPEG, PNG, JPG, and WebP images are allowed', 'Image size must be less than 5MB',
 * 'A room can have at most 8 images', ...).
 */
export function uploadRoomImage(roomId: string, upload: RoomImageUpload): Promise<ImageRecord> {
  return uploadImageFile(
    `/api/images/rooms/${encodeURIComponent(roomId)}`,
    upload.file,
    {
      image_title: upload.title,
      image_description: upload.description,
      is_primary: String(upload.isPrimary),
    },
    upload.onProgress,
  );
}

/** Uploads a photo to the room; once it succeeds, reloads the photos and calls `onChanged`. */
export function useUploadRoomImage(roomId: string, onChanged: () => void) {
  const reload = useReloadRoomImages(roomId, onChanged);
  return useMutation({
    mutationFn: (upload: RoomImageUpload) => uploadRoomImage(roomId, upload),
    onSuccess: reload,
  });
}
