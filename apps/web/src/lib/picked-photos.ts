/**
 * Photos picked in a form before they are uploaded: shared by the photo picker (components/) and
 * the upload hook (hooks/), so it sits below both.
 */

/** A picked photo waiting for its upload, with a local preview. */
export interface PickedPhoto {
  key: string;
  file: File;
  previewUrl: string;
}

/** Photos picked for something not saved yet (a wizard room), with the chosen primary. */
export interface PickedPhotoSet {
  photos: PickedPhoto[];
  primaryKey: string | null;
}

/** Bytes sent of each photo's upload, by key; and each photo's failure text. */
export interface PhotoUploadState {
  progress: Record<string, number>;
  errors: Record<string, string>;
}
