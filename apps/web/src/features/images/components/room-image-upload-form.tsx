import {
  IMAGE_DESCRIPTION_MAX,
  IMAGE_MESSAGES,
  IMAGE_TITLE_MAX,
  MAX_ROOM_IMAGES,
} from '@hostelhub/shared';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import type { RoomImageUploadState } from '../hooks/use-room-image-upload';

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
  const {
    upload,
    fileInputRef,
    file,
    title,
    setTitle,
    description,
    setDescription,
    isPrimary,
    setIsPrimary,
    fileError,
    progress,
    pick,
    submit,
  } = form;
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
        <div className="space-y-1.5">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium">
            Title
          </label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={IMAGE_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">
            Description (optional)
          </label>
          <Input
            id={`${id}-description`}
            value={description}
            maxLength={IMAGE_DESCRIPTION_MAX}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-primary`}
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={isPrimary}
          onChange={(event) => setIsPrimary(event.target.checked)}
        />
        <label htmlFor={`${id}-primary`} className="text-sm">
          Set as primary image
        </label>
      </div>
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
