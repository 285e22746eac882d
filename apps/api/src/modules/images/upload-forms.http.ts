import type { MultipartForm } from '../../plugins/swagger.ts';

/**
 * The multipart forms of the upload routes as the OpenAPI document shows them (issue 22 item
 * 16); read-upload.http.ts reads them part by part (readUpload).
 */

const IMAGE_FILE = 'JPEG, PNG or WebP (by its bytes), at most 5 MB';

/** POST /api/images/{hostels,rooms}/{id}: one `image` and its title, description, primary. */
export const PHOTO_FORM: MultipartForm = {
  files: { image: { description: IMAGE_FILE } },
  fields: {
    image_title: 'Title, at most 120 characters',
    image_description: 'Description, at most 500 characters',
    is_primary: '`true` makes it the primary photo (the others are cleared)',
  },
};
/** POST /api/images/mess/{id} (`id`: the hostel's; the spec's `{hostelId}`): one `image`. */
export const MESS_FORM: MultipartForm = { files: { image: { description: IMAGE_FILE } } };
/** POST /api/upload/single: one `file`. */
export const SINGLE_FORM: MultipartForm = { files: { file: { description: IMAGE_FILE } } };
/** POST /api/upload/multiple: up to 10 `files`. */
export const MULTIPLE_FORM: MultipartForm = {
  files: { files: { description: IMAGE_FILE, many: { max: 10 } } },
};
