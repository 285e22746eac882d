import { ImagePlus, Star, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { PhotoUploadState, PickedPhoto } from '../lib/picked-photos';
import { useT } from '../lib/i18n';
import { componentsText } from './i18n';
import { Button } from './ui/button';

export type { PhotoUploadState, PickedPhoto, PickedPhotoSet } from '../lib/picked-photos';

export interface PhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** The photo that becomes the primary one (sent as `is_primary`). */
  primaryKey: string | null;
  onPrimaryChange: (key: string) => void;
  /** How many more photos may be added. */
  remaining: number;
  /** Checks a file before it is added (may read its first bytes); the text names what is wrong. */
  check: (file: File) => string | null | Promise<string | null>;
  /** Files refused by `check`, as 'Invalid file "{file}": {reason}'. */
  onRefused: (messages: string[]) => void;
  upload?: PhotoUploadState | undefined;
  label?: string;
}

/**
 * Photos picked for a form: local previews, removal before saving, a primary choice, and
 * while uploading a progress bar of real bytes sent per photo and its error if it fails.
 */
export function PhotoPicker({
  photos,
  onChange,
  primaryKey,
  onPrimaryChange,
  remaining,
  check,
  onRefused,
  upload,
  label,
}: PhotoPickerProps) {
  const t = useT(componentsText);
  const title = label ?? t('photos.label');
  const id = useId().replaceAll(':', '');
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  // Previews are object URLs: released when the picker goes.
  useEffect(
    () => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)),
    [],
  );

  const add = async (files: FileList | null) => {
    if (!files) return;
    const picked = Array.from(files);
    if (input.current) input.current.value = '';
    const refused: string[] = [];
    const added: PickedPhoto[] = [];
    for (const file of picked) {
      const problem = await check(file);
      if (problem) refused.push(t('photos.invalidFile', { file: file.name, reason: problem }));
      else if (added.length < remaining) {
        added.push({
          key: `${file.name}-${file.size}-${Math.random()}`,
          file,
          previewUrl: URL.createObjectURL(file),
        });
      }
    }
    onRefused(refused);
    if (added.length > 0) {
      const next = [...photos, ...added];
      onChange(next);
      if (primaryKey === null && next[0]) onPrimaryChange(next[0].key);
    }
  };

  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    const next = photos.filter((other) => other.key !== photo.key);
    onChange(next);
    if (primaryKey === photo.key && next[0]) onPrimaryChange(next[0].key);
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-files`} className="block text-sm font-medium">
          {title}
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={remaining <= 0 || upload !== undefined}
          onChange={(event) => void add(event.target.files)}
          className="block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:file:bg-slate-800"
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <ImagePlus aria-hidden="true" className="me-1 inline h-3.5 w-3.5" />
          {t('photos.hint', { remaining: Math.max(0, remaining) })}
        </p>
      </div>
      {photos.length > 0 ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          aria-label={t('photos.toUpload', { label: title })}
        >
          {photos.map((photo) => {
            const isPrimary = photo.key === primaryKey;
            const sent = upload?.progress[photo.key];
            const error = upload?.errors[photo.key];
            return (
              <li key={photo.key} className="space-y-1">
                <div className="relative overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
                  <img
                    src={photo.previewUrl}
                    alt={photo.file.name}
                    className="h-24 w-full object-cover"
                  />
                  {isPrimary ? (
                    <span className="absolute start-1 top-1 rounded bg-teal-700 px-1.5 py-0.5 text-xs text-white">
                      {t('photos.primary')}
                    </span>
                  ) : null}
                </div>
                <p className="truncate text-xs" title={photo.file.name}>
                  {photo.file.name}
                </p>
                {sent !== undefined ? (
                  <progress
                    className="h-1.5 w-full"
                    aria-label={t('photos.uploading', { file: photo.file.name })}
                    max={photo.file.size || 1}
                    value={sent}
                  />
                ) : null}
                {error ? <p className="text-xs text-red-600 dark:text-red-400">{error}</p> : null}
                {upload === undefined ? (
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('photos.makePrimary', { file: photo.file.name })}
                      aria-pressed={isPrimary}
                      onClick={() => onPrimaryChange(photo.key)}
                    >
                      <Star
                        aria-hidden="true"
                        className={isPrimary ? 'h-4 w-4 fill-current' : 'h-4 w-4'}
                      />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('photos.remove', { file: photo.file.name })}
                      onClick={() => remove(photo)}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
