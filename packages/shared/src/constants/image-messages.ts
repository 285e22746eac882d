import { MAX_LOOSE_UPLOADS } from './limits.ts';

/** Image texts the spec gives word for word (part 2 sections 5 and 8). */
export const IMAGE_MESSAGES = {
  wrongType: 'Only JPEG, PNG, JPG, and WebP images are allowed',
  tooLarge: 'Image size must be less than 5MB',
  invalidImage: 'Please select a valid image file',
  noFile: 'Please select a valid image file',
  hostelLimit: 'A hostel can have at most 10 images',
  roomLimit: 'A room can have at most 8 images',
  imageNotFound: 'Image not found',
  loadFailed: 'Failed to load images',
  uploadFailed: 'Failed to upload image',
  deleteFailed: 'Failed to delete image',
  updateFailed: 'Failed to update image',
  reorderFailed: 'Failed to reorder images',
  primaryFailed: 'Failed to set primary image',
  messUploadFailed: 'Failed to upload image. Please try again.',
  /** Issue 21 item 13 (not in the spec): the per-user quota of unattached uploads is full. */
  /** PUT of an image: only a new primary can be set, never unset. */
  primaryOnlyTrue: 'is_primary can only be set to true',
  looseQuota: `You already have ${MAX_LOOSE_UPLOADS} uploaded images not added to a hostel or room. Add them, or wait: each is deleted 24 hours after upload.`,
} as const;
