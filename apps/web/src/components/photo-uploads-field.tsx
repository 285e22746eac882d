import type { PhotoUploads } from '../hooks/use-photo-uploads';
import { checkImageFile } from '../lib/image-file';
import { PhotoPicker } from './photo-picker';

/** A form's photo picker bound to `usePhotoUploads`, with the files it refused listed under it. */
export function PhotoUploadsField({ photos, label }: { photos: PhotoUploads; label: string }) {
  return (
    <>
      <PhotoPicker
        photos={photos.photos}
        onChange={photos.setPhotos}
        primaryKey={photos.primaryKey}
        onPrimaryChange={photos.setPrimaryKey}
        remaining={photos.remaining}
        check={checkImageFile}
        onRefused={photos.setRefused}
        upload={photos.upload}
        label={label}
      />
      {photos.refused.map((message) => (
        <p key={message} className="text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      ))}
    </>
  );
}
