import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RoomEditor } from '../hooks/use-room-editor';
import { useT } from '../../../lib/i18n';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { roomsText } from '../i18n';

/** Marks where the room's name goes in the question, so it can be drawn in bold. */
const TITLE_MARK = '\u2063';

/** Asks before a room is deleted (part 2 section 4 'Room deletion'). */
export function DeleteRoomDialog({ editor }: { editor: RoomEditor }) {
  const t = useT(roomsText);
  const { title } = useRoomWords();
  const room = editor.deleting;
  const [before, after] = t('delete.question', { title: TITLE_MARK }).split(TITLE_MARK);
  return (
    <ConfirmDialog
      open={room !== null}
      onOpenChange={(open) => {
        if (!open) editor.cancelDelete();
      }}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      isPending={editor.isDeleting}
      onConfirm={editor.confirmDelete}
    >
      {room ? (
        <p>
          {before}
          <strong>{title(room)}</strong>
          {after}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
