import { MAX_ROOM_IMAGES } from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { imageFileProblem } from '../../../lib/image-file';
import { useT } from '../../../lib/i18n';
import { useDeleteRoomImage } from '../api/delete-room-image';
import { getRoomImagesQueryOptions, useRoomImages } from '../api/get-room-images';
import { useUpdateRoomImage } from '../api/update-room-image';
import { useUploadRoomImage } from '../api/upload-room-image';
import { useRoomImageActions } from '../hooks/use-room-image-actions';
import { useRoomImageUpload } from '../hooks/use-room-image-upload';
import { imagesText } from '../i18n';
import { EditImageDialog } from './edit-image-dialog';
import { RoomImageList } from './room-image-list';
import { RoomImageUploadForm } from './room-image-upload-form';

export { titleFromFileName } from '../hooks/use-room-image-upload';

/** A picked file's problem before any upload, with the spec's texts (part 2 section 5). */
export const localFileProblem = imageFileProblem;

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
  /**
   * Whether the owner's photo changes wait for an administrator (the hostel is approved,
   * issue 26): deleting a photo then asks to remove it after review, not at once.
   */
  changesWaitForReview?: boolean;
}

/**
 * The room image manager (part 2 section 2 'Room image manager'): the upload form (title
 * filled from the file name, description, 'Set as primary image', a progress bar of the bytes
 * sent), 'Room Images (N)', 'No Images Yet', and per photo the Primary badge, up/down (first
 * and last disabled), title or 'Untitled', description cut at 80 characters, and Primary,
 * Edit and Delete; the edit dialog; Done. Photos waiting for review (issue 26) are marked, and
 * offer only what the API allows.
 */
export function RoomImageManager({
  roomId,
  onChanged,
  onDone,
  onDirtyChange,
  changesWaitForReview = false,
}: RoomImageManagerProps) {
  const t = useT(imagesText);
  const images = useRoomImages(roomId);
  const upload = useUploadRoomImage(roomId, onChanged);
  const update = useUpdateRoomImage(roomId, onChanged);
  const remove = useDeleteRoomImage(roomId, onChanged);
  const form = useRoomImageUpload(upload, onDirtyChange);
  const queryClient = useQueryClient();
  const actions = useRoomImageActions({
    update,
    remove,
    // Issue 26: an approved hostel's photo stays, for students, until an administrator decides.
    onDeleted: (image) => {
      const now = queryClient.getQueryData(getRoomImagesQueryOptions(roomId).queryKey);
      const kept = now?.find((photo) => photo.id === image.id);
      if (kept?.review === 'pending_removal') toast.success(t('delete.waiting'));
    },
  });
  const isFull = (images.data ?? []).length >= MAX_ROOM_IMAGES;

  return (
    <div className="space-y-6">
      <RoomImageUploadForm form={form} isFull={isFull} />

      <RoomImageList
        images={images.data}
        isError={images.isError}
        actionError={actions.actionError}
        isUpdating={actions.isUpdating}
        onMove={actions.move}
        onMakePrimary={actions.makePrimary}
        onEdit={actions.setEditing}
        onDelete={actions.setDeleting}
      />

      <div className="flex justify-end">
        <Button onClick={onDone}>{t('action.done')}</Button>
      </div>

      {actions.editing ? (
        <EditImageDialog
          image={actions.editing}
          isSaving={actions.isUpdating}
          onCancel={() => actions.setEditing(null)}
          onSave={actions.saveEdit}
        />
      ) : null}
      <ConfirmDialog
        open={actions.deleting !== null}
        onOpenChange={(open) => {
          if (!open) actions.setDeleting(null);
        }}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        isPending={actions.isDeleting}
        onConfirm={actions.confirmDelete}
      >
        <p>
          {actions.deleting?.review === 'pending_addition'
            ? t('delete.discardQuestion')
            : changesWaitForReview
              ? t('delete.reviewQuestion')
              : t('delete.question')}
        </p>
      </ConfirmDialog>
    </div>
  );
}
