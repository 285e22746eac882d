import type { ImageRecord, UpdateImageInput } from '@hostelhub/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope, type UploadProgress } from '../../../lib/api-client';
import { uploadImageFile } from '../../../lib/upload-image';

/** GET /api/images/rooms/{roomId}: the room's photos in display order. */
export async function getRoomImages(roomId: string, signal?: AbortSignal): Promise<ImageRecord[]> {
  const body = await api.get<DataEnvelope<ImageRecord[]>>(
    `/api/images/rooms/${encodeURIComponent(roomId)}`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

export function getRoomImagesQueryOptions(roomId: string) {
  return queryOptions({
    queryKey: ['images', 'room', roomId],
    queryFn: ({ signal }) => getRoomImages(roomId, signal),
  });
}

export function useRoomImages(roomId: string) {
  return useQuery(getRoomImagesQueryOptions(roomId));
}

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

/** PUT /api/images/rooms/{roomId}/{imageId}: title, description, primary or place. */
export async function updateRoomImage(
  roomId: string,
  imageId: string,
  patch: UpdateImageInput,
): Promise<ImageRecord> {
  const body = await api.put<DataEnvelope<ImageRecord>>(
    `/api/images/rooms/${encodeURIComponent(roomId)}/${encodeURIComponent(imageId)}`,
    patch,
  );
  return body.data;
}

/** DELETE /api/images/rooms/{roomId}/{imageId}. */
export async function deleteRoomImage(roomId: string, imageId: string): Promise<void> {
  await api.delete(
    `/api/images/rooms/${encodeURIComponent(roomId)}/${encodeURIComponent(imageId)}`,
  );
}

/**
 * The room image manager's three changes; each reloads the room's photos, and `onChanged`
 * lets the page reload what shows them too.
 */
export function useRoomImageMutations(roomId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: getRoomImagesQueryOptions(roomId).queryKey });
    onChanged();
  };
  return {
    upload: useMutation({
      mutationFn: (upload: RoomImageUpload) => uploadRoomImage(roomId, upload),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ imageId, patch }: { imageId: string; patch: UpdateImageInput }) =>
        updateRoomImage(roomId, imageId, patch),
      onSettled: reload,
    }),
    remove: useMutation({
      mutationFn: (imageId: string) => deleteRoomImage(roomId, imageId),
      onSettled: reload,
    }),
  };
}
