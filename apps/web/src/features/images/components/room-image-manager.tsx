import { IMAGE_MESSAGES, MAX_ROOM_IMAGES, type ImageRecord } from '@hostelhub/shared';
import { ArrowDown, ArrowUp, ImageOff, Pencil, Star, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useDiscardGuard, useReportDirty } from '../../../hooks/use-discard-guard';
import type { UploadProgress } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { checkImageFile, imageFileProblem } from '../../../lib/image-file';
import { useRoomImageMutations, useRoomImages } from '../api/room-images';

/** Image descriptions are cut at 80 characters in the grid (part 2 section 9). */
const DESCRIPTION_PREVIEW_CHARS = 80;
const ACCEPTED = 'image/jpeg,image/png,image/webp';

/** A picked file's problem before any upload, with the spec's texts (part 2 section 5). */
export const localFileProblem = imageFileProblem;

/** A file name as a title: without its extension, separators as spaces. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
}

/** The alert for a picked file refused before upload: its name and the spec's reason. */
const refusedText = (file: File, problem: string) => `Invalid file "${file.name}": ${problem}`;

export interface RoomImageManagerProps {
  roomId: string;
  /** The photos changed: the page reloads what shows them. */
  onChanged: () => void;
  /** 'Done' closes the manager. */
  onDone: () => void;
  /**
   * Told whether a photo is picked, or a title or description typed, and not uploaded yet
   * (issue 22 item 9: closing the manager then asks first).
   */
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * The room image manager (part 2 section 2 'Room image manager'): the upload form (title
 * filled from the file name, description, 'Set as primary image', a progress bar of the bytes
 * sent), 'Room Images (N)', 'No Images Yet', and per photo the Primary badge, up/down (first
 * and last disabled), title or 'Untitled', description cut at 80 characters, and Primary,
 * Edit and Delete; the edit dialog; Done.
 */
export function RoomImageManager({
  roomId,
  onChanged,
  onDone,
  onDirtyChange,
}: RoomImageManagerProps) {
  const id = useId().replaceAll(':', '');
  const images = useRoomImages(roomId);
  const { upload, update, remove } = useRoomImageMutations(roomId, onChanged);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isPrimary, setIsPrimary] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [editing, setEditing] = useState<ImageRecord | null>(null);
  const [deleting, setDeleting] = useState<ImageRecord | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = images.data ?? [];
  const isFull = list.length >= MAX_ROOM_IMAGES;
  useReportDirty(file !== null || title.trim() !== '' || description.trim() !== '', onDirtyChange);

  const pick = async (picked: File | undefined) => {
    setFileError(null);
    upload.reset();
    if (!picked) {
      setFile(null);
      return;
    }
    // Issue 22 item 1: the real type from the first bytes, so a text file named .jpg is refused.
    const problem = await checkImageFile(picked);
    if (problem) {
      setFile(null);
      setFileError(refusedText(picked, problem));
      return;
    }
    setFile(picked);
    setTitle(titleFromFileName(picked.name));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      // A refused file stays in the input: say its problem again, not 'select a file' (issue
      // 22 item 14: a file over 5 MB then read 'Please select a valid image file').
      const picked = fileInput.current?.files?.[0];
      const problem = picked ? localFileProblem(picked) : null;
      setFileError(picked && problem ? refusedText(picked, problem) : IMAGE_MESSAGES.noFile);
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(
      { file, title, description, isPrimary, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          setTitle('');
          setDescription('');
          setIsPrimary(false);
          if (fileInput.current) fileInput.current.value = '';
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const change = (
    imageId: string,
    patch: Parameters<typeof update.mutate>[0]['patch'],
    failure: string,
  ) => {
    setActionError(null);
    update.mutate(
      { imageId, patch },
      { onError: (error) => setActionError(errorText(error, failure)) },
    );
  };

  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <div className="space-y-1.5">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">
            Photo
          </label>
          <input
            ref={fileInput}
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
              maxLength={120}
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
              maxLength={500}
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

      <section aria-labelledby={`${id}-heading`} className="space-y-3">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Room Images ({list.length})
        </h3>
        {actionError ? <Alert tone="error">{actionError}</Alert> : null}
        {images.isError ? (
          <Alert tone="error">{IMAGE_MESSAGES.loadFailed}</Alert>
        ) : !images.data ? (
          <Skeleton className="h-40" />
        ) : list.length === 0 ? (
          <EmptyState icon={ImageOff} title="No Images Yet">
            Upload some photos to showcase this room to potential students
          </EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Room images">
            {list.map((image, index) => {
              const name = image.image_title || 'Untitled';
              return (
                <li
                  key={image.id}
                  className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
                >
                  <img
                    src={image.thumbnail_url ?? image.image_url}
                    alt={name}
                    className="h-36 w-full bg-slate-100 object-cover dark:bg-slate-800"
                    onError={(event) => {
                      event.currentTarget.hidden = true;
                    }}
                  />
                  <div className="space-y-2 p-3">
                    <div className="flex items-center justify-between gap-2">
                      <p className="font-medium">{name}</p>
                      {image.is_primary ? <Badge tone="brand">Primary</Badge> : null}
                    </div>
                    {image.image_description ? (
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {image.image_description.length > DESCRIPTION_PREVIEW_CHARS
                          ? `${image.image_description.slice(0, DESCRIPTION_PREVIEW_CHARS)}…`
                          : image.image_description}
                      </p>
                    ) : null}
                    <div className="flex flex-wrap gap-1.5">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Move ${name} up`}
                        disabled={index === 0 || update.isPending}
                        onClick={() => {
                          const above = list[index - 1];
                          if (above)
                            change(
                              image.id,
                              { display_order: above.display_order },
                              IMAGE_MESSAGES.reorderFailed,
                            );
                        }}
                      >
                        <ArrowUp aria-hidden="true" className="h-4 w-4" />
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Move ${name} down`}
                        disabled={index === list.length - 1 || update.isPending}
                        onClick={() => {
                          const below = list[index + 1];
                          if (below)
                            change(
                              image.id,
                              { display_order: below.display_order },
                              IMAGE_MESSAGES.reorderFailed,
                            );
                        }}
                      >
                        <ArrowDown aria-hidden="true" className="h-4 w-4" />
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Make ${name} the primary image`}
                        disabled={image.is_primary || update.isPending}
                        onClick={() =>
                          change(image.id, { is_primary: true }, IMAGE_MESSAGES.primaryFailed)
                        }
                      >
                        <Star aria-hidden="true" className="h-4 w-4" />
                        Primary
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${name}`}
                        onClick={() => setEditing(image)}
                      >
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Delete ${name}`}
                        className="text-red-700 dark:text-red-400"
                        onClick={() => setDeleting(image)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                        Delete
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>

      {editing ? (
        <EditImageDialog
          image={editing}
          isSaving={update.isPending}
          onCancel={() => setEditing(null)}
          onSave={(patch) => {
            setActionError(null);
            update.mutate(
              { imageId: editing.id, patch },
              {
                onSuccess: () => setEditing(null),
                onError: (error) => setActionError(errorText(error, IMAGE_MESSAGES.updateFailed)),
              },
            );
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Confirm Deletion"
        confirmLabel="Delete Image"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onError: (error) => setActionError(errorText(error, IMAGE_MESSAGES.deleteFailed)),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        <p>Delete this photo? This action cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

function EditImageDialog({
  image,
  isSaving,
  onCancel,
  onSave,
}: {
  image: ImageRecord;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (patch: { image_title: string; image_description: string; is_primary?: true }) => void;
}) {
  const id = useId().replaceAll(':', '');
  const [title, setTitle] = useState(image.image_title ?? '');
  const [description, setDescription] = useState(image.image_description ?? '');
  const [isPrimary, setIsPrimary] = useState(image.is_primary);
  // Issue 22 item 9: closing with a changed title, description or primary asks first.
  const discard = useDiscardGuard(
    title !== (image.image_title ?? '') ||
      description !== (image.image_description ?? '') ||
      isPrimary !== image.is_primary,
  );
  const cancel = () => discard.request(onCancel);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title="Edit Image"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            disabled={isSaving}
            onClick={() =>
              onSave({
                image_title: title,
                image_description: description,
                ...(isPrimary && !image.is_primary ? { is_primary: true as const } : {}),
              })
            }
          >
            {isSaving ? <Spinner className="h-4 w-4" /> : null}
            Save Changes
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium">
            Title
          </label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">
            Description
          </label>
          <Textarea
            id={`${id}-description`}
            value={description}
            maxLength={500}
            className="min-h-20"
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-primary`}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={isPrimary}
            disabled={image.is_primary}
            onChange={(event) => setIsPrimary(event.target.checked)}
          />
          <label htmlFor={`${id}-primary`} className="text-sm">
            Primary image
          </label>
        </div>
      </div>
      {discard.dialog}
    </Dialog>
  );
}
