import { IMAGE_MESSAGES, MAX_ROOM_IMAGES } from '@hostelhub/shared';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { imagesText } from '../i18n';
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
  const t = useT(imagesText);
  const sharedText = useSharedText();
  const id = useId().replaceAll(':', '');
  const uploadFailed = sharedText(IMAGE_MESSAGES.uploadFailed);
  const { upload, fileInputRef, file, fileError, progress, pick, submit } = form;
  const { textFields, primaryCheckbox } = form;
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          {t('upload.photo')}
        </label>
        <input
          ref={fileInputRef}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED}
          disabled={isFull || upload.isPending}
          onChange={(event) => void pick(event.target.files?.[0])}
          className="block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:file:bg-slate-800"
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('upload.hint', { max: MAX_ROOM_IMAGES })}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ImageTextFields
          idPrefix={id}
          descriptionLabel={t('upload.descriptionOptional')}
          {...textFields}
        />
      </div>
      <PrimaryImageCheckbox idPrefix={id} label={t('upload.setPrimary')} {...primaryCheckbox} />
      {progress ? (
        <div className="space-y-1">
          <progress
            className="h-2 w-full"
            aria-label={t('upload.uploading', { name: file?.name ?? t('upload.photoFallback') })}
            max={progress.total || 1}
            value={progress.loaded}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('upload.sent', {
              percent: Math.round((progress.loaded / (progress.total || 1)) * 100),
            })}
          </p>
        </div>
      ) : null}
      {fileError ? (
        <Alert tone="error">
          {fileError.fileName === null
            ? sharedText(fileError.problem)
            : t('upload.invalidFile', {
                name: fileError.fileName,
                problem: sharedText(fileError.problem),
              })}
        </Alert>
      ) : null}
      {upload.isError ? (
        <Alert tone="error">
          {file
            ? t('upload.invalidFile', {
                name: file.name,
                problem: errorText(upload.error, uploadFailed),
              })
            : errorText(upload.error, uploadFailed)}
        </Alert>
      ) : null}
      <Button type="submit" disabled={isFull || upload.isPending}>
        {upload.isPending ? (
          <Spinner className="h-4 w-4" />
        ) : (
          <Upload aria-hidden="true" className="h-4 w-4" />
        )}
        {t('upload.submit')}
      </Button>
    </form>
  );
}
