import { IMAGE_MESSAGES, MAX_HOSTEL_IMAGES } from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PhotoUploadState, PickedPhoto } from '../../../components/photo-picker';
import { ApiError } from '../../../lib/api-client';
import { getHostelQueryOptions } from '../../../lib/get-hostel';
import { MY_HOSTELS_QUERY_KEY } from '../../../lib/listing-query-keys';
import { uploadHostelImage } from '../api/upload-hostel-image';

/**
 * The photos picked in a hostel form, uploaded one by one once the hostel is saved (the
 * chosen primary sent as `is_primary`), with each photo's bytes sent and failure text.
 */
export function usePhotoUploads(existingCount = 0) {
  const queryClient = useQueryClient();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [primaryKey, setPrimaryKey] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [upload, setUpload] = useState<PhotoUploadState | undefined>(undefined);

  return {
    photos,
    setPhotos,
    primaryKey,
    setPrimaryKey,
    refused,
    setRefused,
    upload,
    remaining: MAX_HOSTEL_IMAGES - existingCount - photos.length,

    /**
     * Uploads every picked photo to the hostel; resolves with the failure texts
     * ('Invalid file "{file}": {reason}'), empty when all were uploaded.
     */
    async uploadAll(hostelId: string): Promise<string[]> {
      if (photos.length === 0) return [];
      const state: PhotoUploadState = { progress: {}, errors: {} };
      setUpload({ ...state });
      const failures: string[] = [];
      for (const [index, photo] of photos.entries()) {
        state.progress[photo.key] = 0;
        setUpload({ progress: { ...state.progress }, errors: { ...state.errors } });
        try {
          await uploadHostelImage(hostelId, photo.file, {
            isPrimary: photo.key === primaryKey,
            displayOrder: existingCount + index,
            onProgress: ({ loaded }) => {
              state.progress[photo.key] = loaded;
              setUpload({ progress: { ...state.progress }, errors: { ...state.errors } });
            },
          });
          state.progress[photo.key] = photo.file.size;
        } catch (error) {
          const reason =
            error instanceof ApiError && error.message
              ? error.message
              : IMAGE_MESSAGES.uploadFailed;
          const text = `Invalid file "${photo.file.name}": ${reason}`;
          state.errors[photo.key] = text;
          failures.push(text);
        }
        setUpload({ progress: { ...state.progress }, errors: { ...state.errors } });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getHostelQueryOptions(hostelId).queryKey }),
        queryClient.invalidateQueries({ queryKey: MY_HOSTELS_QUERY_KEY }),
      ]);
      return failures;
    },
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
