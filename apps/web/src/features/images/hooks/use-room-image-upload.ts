import { IMAGE_MESSAGES } from '@hostelhub/shared';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useReportDirty } from '../../../components/discard-guard';
import type { UploadProgress } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { checkImageFile, imageFileProblem } from '../../../lib/image-file';
import type { useUploadRoomImage } from '../api/upload-room-image';
import { imagesText } from '../i18n';

/** The upload mutation of `useUploadRoomImage`. */
export type RoomImageUploadMutation = ReturnType<typeof useUploadRoomImage>;

/** A file name as a title: without its extension, separators as spaces. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
}

/**
 * Why a picked file was refused before upload: the spec's reason (an English shared text the
 * form shows in the page's language) and, when a file was picked, its name.
 */
export interface RefusedFile {
  fileName: string | null;
  problem: string;
}

const refused = (file: File, problem: string): RefusedFile => ({ fileName: file.name, problem });

/**
 * The room image upload form's state (part 2 section 2 'Room image manager'): the picked file
 * (checked by its first bytes before any upload), title filled from the file name, description,
 * 'Set as primary image', the refusal text and the bytes sent. Tells `onDirtyChange` whether
 * something is picked or typed and not uploaded yet (issue 22 item 9). A photo added to an
 * approved hostel waits for review (issue 26): a toast says so.
 */
export function useRoomImageUpload(
  upload: RoomImageUploadMutation,
  onDirtyChange?: (isDirty: boolean) => void,
) {
  const t = useT(imagesText);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isPrimary, setIsPrimary] = useState(false);
  const [fileError, setFileError] = useState<RefusedFile | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
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
      setFileError(refused(picked, problem));
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
      const picked = fileInputRef.current?.files?.[0];
      const problem = picked ? imageFileProblem(picked) : null;
      setFileError(
        picked && problem
          ? refused(picked, problem)
          : { fileName: null, problem: IMAGE_MESSAGES.noFile },
      );
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(
      { file, title, description, isPrimary, onProgress: setProgress },
      {
        onSuccess: (record) => {
          if (record.review === 'pending_addition') toast.success(t('upload.waiting'));
          setFile(null);
          setTitle('');
          setDescription('');
          setIsPrimary(false);
          if (fileInputRef.current) fileInputRef.current.value = '';
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  // The photo's own details, as the title/description fields and the primary checkbox take them.
  const textFields = {
    title,
    onTitleChange: setTitle,
    description,
    onDescriptionChange: setDescription,
  };
  const primaryCheckbox = { isChecked: isPrimary, onCheckedChange: setIsPrimary };
  return {
    upload,
    fileInputRef,
    file,
    textFields,
    primaryCheckbox,
    fileError,
    progress,
    pick,
    submit,
  };
}

/** What `useRoomImageUpload` hands the upload form. */
export type RoomImageUploadState = ReturnType<typeof useRoomImageUpload>;
