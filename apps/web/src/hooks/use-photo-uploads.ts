import { IMAGE_MESSAGES } from '@hostelhub/shared';
import { useState } from 'react';
import type { PhotoUploadState, PickedPhoto } from '../lib/picked-photos';
import { errorText } from '../lib/error-text';
import { uploadImageFile } from '../lib/upload-image';

export interface PhotoUploadsOptions {
  /** The set's limit (10 per hostel, 8 per room). */
  max: number;
  /** Photos the hostel or room already has. */
  existingCount?: number;
  /** The image route of the saved hostel or room, e.g. `/api/images/rooms/{id}`. */
  uploadPath: (parentId: string) => string;
  /** Called once the uploads are done (to reload what shows the photos). */
  onUploaded?: (parentId: string) => Promise<void> | void;
}

/**
 * Photos picked in a form, uploaded one by one once their hostel or room is saved (the chosen
 * primary sent as `is_primary`), with each photo's bytes sent and failure text.
 */
export function usePhotoUploads({
  max,
  existingCount = 0,
  uploadPath,
  onUploaded,
}: PhotoUploadsOptions) {
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
    remaining: max - existingCount - photos.length,

    /**
     * Uploads every picked photo; resolves with the failure texts ('Invalid file "{file}":
     * {reason}'), empty when all were uploaded.
     */
    async uploadAll(parentId: string): Promise<string[]> {
      if (photos.length === 0) return [];
      const state: PhotoUploadState = { progress: {}, errors: {} };
      const show = () =>
        setUpload({ progress: { ...state.progress }, errors: { ...state.errors } });
      const failures: string[] = [];
      for (const [index, photo] of photos.entries()) {
        state.progress[photo.key] = 0;
        show();
        try {
          await uploadImageFile(
            uploadPath(parentId),
            photo.file,
            {
              is_primary: String(photo.key === primaryKey),
              display_order: String(existingCount + index),
            },
            ({ loaded }) => {
              state.progress[photo.key] = loaded;
              show();
            },
          );
          state.progress[photo.key] = photo.file.size;
        } catch (error) {
          const reason = errorText(error, IMAGE_MESSAGES.uploadFailed);
          const text = `Invalid file "${photo.file.name}": ${reason}`;
          state.errors[photo.key] = text;
          failures.push(text);
        }
        show();
      }
      await onUploaded?.(parentId);
      return failures;
    },
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
