import { IMAGE_MESSAGES } from '@hostelhub/shared';
import { useState } from 'react';
import { checkImageFile } from '../../../lib/image-file';
import { useSharedText, useT } from '../../../lib/i18n';
import { listingsText } from '../i18n';
import { uploadMessImage } from '../api/upload-mess-image';

/**
 * The optional mess picture picked in a hostel form or the mess dialog, uploaded once the
 * hostel is saved. A failed upload shows 'Failed to upload image. Please try again.'.
 */
export function useMessImage() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT(listingsText);
  const shared = useSharedText();
  return {
    file,
    error,
    /** Picks a file (checked first, its first bytes too), or clears it with null. */
    async pick(next: File | null) {
      const problem = next ? await checkImageFile(next) : null;
      setError(
        problem && next
          ? t('form.invalidFile', { file: next.name, reason: shared(problem) })
          : null,
      );
      setFile(problem ? null : next);
    },
    /** Uploads the picked picture; resolves false (with the spec's alert) when it failed. */
    async uploadTo(hostelId: string): Promise<boolean> {
      if (!file) return true;
      try {
        await uploadMessImage(hostelId, file);
        setFile(null);
        return true;
      } catch {
        setError(shared(IMAGE_MESSAGES.messUploadFailed));
        return false;
      }
    },
  };
}

export type MessImage = ReturnType<typeof useMessImage>;
