import { LISTING_MESSAGES, type Room, type RoomFormValues } from '@hostelhub/shared';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useSharedText } from '../../../lib/i18n';
import { useDeleteRoom } from '../api/delete-room';
import { useSaveRoom } from '../api/save-room';

/**
 * Adding, editing and deleting the rooms of one hostel, shared by the room page and the
 * dashboard's room manager: which room is open in the form ('new' or a room), which one waits
 * for delete confirmation, and the save and delete calls with their failure texts.
 */
export function useRoomEditor(hostelId: string) {
  const sharedText = useSharedText();
  const [editing, setEditing] = useState<Room | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const save = useSaveRoom();
  const remove = useDeleteRoom();

  return {
    editing,
    deleting,
    isSaving: save.isPending,
    isDeleting: remove.isPending,
    /** 'Failed to save room' or the server's reason, while the form is open. */
    saveError: save.isError
      ? errorText(save.error, sharedText(LISTING_MESSAGES.roomSaveFailed))
      : null,
    /** The server's message or 'Failed to delete room' after a failed delete. */
    deleteError,

    startAdd: () => {
      save.reset();
      setEditing('new');
    },
    startEdit: (room: Room) => {
      save.reset();
      setEditing(room);
    },
    cancelEdit: () => {
      setEditing(null);
    },
    /** Saves the open form, then runs `afterSave` (its photos); then the form closes. */
    submit: (values: RoomFormValues, afterSave?: (room: Room) => Promise<unknown>) => {
      const roomId = editing !== null && editing !== 'new' ? editing.id : undefined;
      save.mutate(
        { hostelId, roomId, values },
        {
          onSuccess: (room) => {
            void (afterSave ? afterSave(room) : Promise.resolve()).then(() => setEditing(null));
          },
        },
      );
    },

    askDelete: (room: Room) => {
      setDeleteError(null);
      setDeleting(room);
    },
    cancelDelete: () => {
      setDeleting(null);
    },
    /** Deletes the room waiting for confirmation; the list reloads either way. */
    confirmDelete: () => {
      if (!deleting) return;
      remove.mutate(
        { hostelId, roomId: deleting.id },
        {
          onSuccess: () => setDeleting(null),
          onError: (error) => {
            setDeleting(null);
            setDeleteError(errorText(error, sharedText(LISTING_MESSAGES.roomDeleteFailed)));
          },
        },
      );
    },
  };
}

export type RoomEditor = ReturnType<typeof useRoomEditor>;
