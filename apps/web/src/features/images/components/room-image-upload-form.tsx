import { IMAGE_MESSAGES, MAX_ROOM_IMAGES } from '@hostelhub/shared';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import type { RoomImageUploadState } from '../hooks/use-room-image-upload';
import { ImageTextFields, PrimaryImageCheckbox } from './image-details-fields';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/**
 * The room image upload form (part 2 section 2 'Room image manager'): photo, title,
 * description, 'Set as primary image', a progress bar of the bytes sent, and Upload Image.
 * Disabled while the room holds `MAX_ROOM_IMAGES` photos or an upload runs.
 */
export function RoomImageUploadForm({
  form,
  isFull,
}: {
  form: RoomImageUploadState;
  isFull: boolean;
}) {
  const id = useId().replaceAll(':', '');
  const { upload, fileInputRef, file, fileError, progress, pick, submit } = form;
  const { textFields, primaryCheckbox } = form;
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          Photo
        </label>
        <input
          ref={fileInputRef}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED}
          disabled={isFull || upload.isPending}
          onChange={(event) => void pick(event.target.files?.[0])}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:file:bg-slate-800"
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          JPG, PNG or WebP, at most 5MB. Up to {MAX_ROOM_IMAGES} photos per room.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ImageTextFields idPrefix={id} descriptionLabel="Description (optional)" {...textFields} />
      </div>
      <PrimaryImageCheckbox idPrefix={id} label="Set as primary image" {...primaryCheckbox} />
      {progress ? (
        <div className="space-y-1">
          <progress
            className="h-2 w-full"
            aria-label={`Uploading ${file?.name ?? 'photo'}`}
            max={progress.total || 1}
            value={progress.loaded}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {Math.round((progress.loaded / (progress.total || 1)) * 100)}% sent
          </p>
        </div>
      ) : null}
      {fileError ? <Alert tone="error">{fileError}</Alert> : null}
      {upload.isError ? (
        <Alert tone="error">
          {file
            ? `Invalid file "${file.name}": ${errorText(upload.error, IMAGE_MESSAGES.uploadFailed)}`
            : errorText(upload.error, IMAGE_MESSAGES.uploadFailed)}
        </Alert>
      ) : null}
      <Button type="submit" disabled={isFull || upload.isPending}>
        {upload.isPending ? (
          <Spinner className="h-4 w-4" />
        ) : (
          <Upload aria-hidden="true" className="h-4 w-4" />
        )}
        Upload Image
      </Button>
    </form>
  );
}
