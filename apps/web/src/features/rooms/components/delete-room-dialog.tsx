import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RoomEditor } from '../hooks/use-room-editor';
import { roomTitle } from '../../../lib/room-labels';

/** Asks before a room is deleted (part 2 section 4 'Room deletion'). */
export function DeleteRoomDialog({ editor }: { editor: RoomEditor }) {
  const room = editor.deleting;
  return (
    <ConfirmDialog
      open={room !== null}
      onOpenChange={(open) => {
        if (!open) editor.cancelDelete();
      }}
      title="Confirm Deletion"
      confirmLabel="Delete Room"
      isPending={editor.isDeleting}
      onConfirm={editor.confirmDelete}
    >
      {room ? (
        <p>
          Delete <strong>{roomTitle(room)}</strong>? Its photos are deleted too. This action cannot
          be undone.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
