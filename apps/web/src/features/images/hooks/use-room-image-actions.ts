import { IMAGE_MESSAGES, type ImageRecord, type UpdateImageInput } from '@hostelhub/shared';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useSharedText } from '../../../lib/i18n';
import type { useDeleteRoomImage } from '../api/delete-room-image';
import type { useUpdateRoomImage } from '../api/update-room-image';

/** The changes the edit dialog saves: title, description and, when newly ticked, primary. */
export interface EditImagePatch {
  image_title: string;
  image_description: string;
  is_primary?: true;
}

/**
 * The changes to a room's listed photos (part 2 section 2 'Room image manager'): move up or
 * down, make primary, the photo being edited and the one asked about before deletion, and the
 * alert when a change fails. `onDeleted` runs once a deletion succeeded and the photos reloaded.
 */
export function useRoomImageActions({
  update,
  remove,
  onDeleted,
}: {
  update: ReturnType<typeof useUpdateRoomImage>;
  remove: ReturnType<typeof useDeleteRoomImage>;
  onDeleted?: (image: ImageRecord) => void;
}) {
  const sharedText = useSharedText();
  const [editing, setEditing] = useState<ImageRecord | null>(null);
  const [deleting, setDeleting] = useState<ImageRecord | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const change = (imageId: string, patch: UpdateImageInput, failure: string) => {
    setActionError(null);
    update.mutate(
      { imageId, patch },
      { onError: (error) => setActionError(errorText(error, sharedText(failure))) },
    );
  };

  /** Moves `image` to the place `neighbour` holds (the two swap, decision 14). */
  const move = (image: ImageRecord, neighbour: ImageRecord) =>
    change(image.id, { display_order: neighbour.display_order }, IMAGE_MESSAGES.reorderFailed);

  const makePrimary = (image: ImageRecord) =>
    change(image.id, { is_primary: true }, IMAGE_MESSAGES.primaryFailed);

  const saveEdit = (patch: EditImagePatch) => {
    if (!editing) return;
    setActionError(null);
    update.mutate(
      { imageId: editing.id, patch },
      {
        onSuccess: () => setEditing(null),
        onError: (error) =>
          setActionError(errorText(error, sharedText(IMAGE_MESSAGES.updateFailed))),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const image = deleting;
    remove.mutate(image.id, {
      onSuccess: () => onDeleted?.(image),
      onError: (error) => setActionError(errorText(error, sharedText(IMAGE_MESSAGES.deleteFailed))),
      onSettled: () => setDeleting(null),
    });
  };

  return {
    isUpdating: update.isPending,
    isDeleting: remove.isPending,
    editing,
    setEditing,
    deleting,
    setDeleting,
    actionError,
    move,
    makePrimary,
    saveEdit,
    confirmDelete,
  };
}
