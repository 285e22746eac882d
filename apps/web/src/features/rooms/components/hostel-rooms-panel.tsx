import { LISTING_MESSAGES, MAX_ROOM_IMAGES } from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PhotoUploadsField } from '../../../components/photo-uploads-field';
import { ArrowLeft, BedDouble, Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard';
import { usePhotoUploads } from '../../../hooks/use-photo-uploads';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { useHostelRooms } from '../api/get-hostel-rooms';
import { invalidateRoomQueries } from '../api/invalidate-room-queries';
import { useRoomEditor, type RoomEditor } from '../hooks/use-room-editor';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { roomsText } from '../i18n';
import { firstOf, OWNER_PHOTO_STRIP } from '../utils/room-display';
import { DeleteRoomDialog } from './delete-room-dialog';
import { RoomCard } from './room-card';
import { RoomForm } from './room-form';

export interface HostelRoomsPanelProps {
  hostelId: string;
  /** Edit mode: Add Room, Edit and Delete; view mode only lists. */
  canEdit: boolean;
  /** 'Back to Hostel'. */
  onBack: () => void;
  /** Told whether the room form has unsaved changes (issue 22 item 9: closing asks first). */
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * The room manager inside the owner dashboard's hostel dialog (part 2 section 2 'Room
 * manager'): "Manage Rooms" (edit) or "Room Details" (view) with the count, each room with a
 * strip of its first 5 photos then "+N more". Editing replaces the list with the owner form;
 * after a save the form closes and the list reloads.
 */
export function HostelRoomsPanel({
  hostelId,
  canEdit,
  onBack,
  onDirtyChange,
}: HostelRoomsPanelProps) {
  const t = useT(roomsText);
  const { title } = useRoomWords();
  const sharedText = useSharedText();
  const rooms = useHostelRooms(hostelId);
  const editor = useRoomEditor(hostelId);
  const back = (
    <Button variant="ghost" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      {t('action.backToHostel')}
    </Button>
  );

  if (canEdit && editor.editing !== null) {
    return <OwnerRoomEditor hostelId={hostelId} editor={editor} onDirtyChange={onDirtyChange} />;
  }

  const count = rooms.data?.length;
  return (
    <section aria-labelledby="rooms-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="rooms-heading" className="text-lg font-semibold">
          {canEdit ? t('panel.manage') : t('panel.details')}
          {count !== undefined ? ` (${count})` : ''}
        </h3>
        <div className="flex gap-2">
          {back}
          {canEdit && count ? (
            <Button onClick={editor.startAdd}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('action.addRoom')}
            </Button>
          ) : null}
        </div>
      </div>
      {editor.deleteError ? <Alert tone="error">{editor.deleteError}</Alert> : null}
      {rooms.isError ? (
        <LoadError
          title={sharedText(LISTING_MESSAGES.roomsLoadFailed)}
          message={errorText(rooms.error, sharedText(LISTING_MESSAGES.loadDataFailed))}
          onRetry={() => void rooms.refetch()}
          isRetrying={rooms.isFetching}
        />
      ) : !rooms.data ? (
        <div role="status" aria-label={t('list.loading')} className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : rooms.data.length === 0 ? (
        <EmptyState
          icon={BedDouble}
          title={t('list.empty')}
          action={
            canEdit ? (
              <Button onClick={editor.startAdd}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {t('panel.addFirst')}
              </Button>
            ) : undefined
          }
        >
          {t('panel.noRooms')}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('list.label')}>
          {rooms.data.map((room) => {
            const { shown, more } = firstOf(room.room_images, OWNER_PHOTO_STRIP);
            return (
              <li key={room.id}>
                <RoomCard
                  room={room}
                  media={
                    shown.length > 0 ? (
                      <ul
                        className="flex gap-1 overflow-x-auto p-2"
                        aria-label={t('list.photosOf', { title: title(room) })}
                      >
                        {shown.map((image) => (
                          <li key={image.id} className="shrink-0">
                            <img
                              src={image.thumbnail_url ?? image.image_url}
                              alt={image.image_title ?? ''}
                              className="h-14 w-20 rounded object-cover"
                              loading="lazy"
                              onError={(event) => {
                                event.currentTarget.hidden = true;
                              }}
                            />
                          </li>
                        ))}
                        {more > 0 ? (
                          <li className="flex h-14 w-20 shrink-0 items-center justify-center rounded bg-slate-100 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                            {t('list.morePhotos', { count: more })}
                          </li>
                        ) : null}
                      </ul>
                    ) : undefined
                  }
                  onEdit={canEdit ? () => editor.startEdit(room) : undefined}
                  onDelete={canEdit ? () => editor.askDelete(room) : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
      <DeleteRoomDialog editor={editor} />
    </section>
  );
}

/**
 * The owner room form with its photos (part 2 section 2 'Room form', owner form): photos are
 * previewed locally, can be removed before saving, and are uploaded once the room is saved.
 */
function OwnerRoomEditor({
  hostelId,
  editor,
  onDirtyChange,
}: {
  hostelId: string;
  editor: RoomEditor;
  onDirtyChange?: ((isDirty: boolean) => void) | undefined;
}) {
  const t = useT(roomsText);
  const { title } = useRoomWords();
  const queryClient = useQueryClient();
  const room = editor.editing === 'new' || editor.editing === null ? undefined : editor.editing;
  const photos = usePhotoUploads({
    max: MAX_ROOM_IMAGES,
    existingCount: room?.room_images.length ?? 0,
    uploadPath: (roomId) => `/api/images/rooms/${encodeURIComponent(roomId)}`,
    onUploaded: () => invalidateRoomQueries(queryClient, hostelId),
  });
  const [failures, setFailures] = useState<string[]>([]);
  const [isFormDirty, setIsFormDirty] = useState(false);
  const isDirty = isFormDirty || photos.photos.length > 0;
  useReportDirty(isDirty, onDirtyChange);
  const discard = useDiscardGuard(isDirty);
  return (
    <section aria-labelledby="room-form-heading" className="space-y-4">
      <h3 id="room-form-heading" className="text-lg font-semibold">
        {room ? t('panel.editTitle', { title: title(room) }) : t('action.addRoom')}
      </h3>
      <RoomForm
        variant="owner"
        room={room}
        onSubmit={(values) =>
          editor.submit(values, async (saved) => {
            const failed = await photos.uploadAll(saved.id);
            setFailures(failed);
          })
        }
        onCancel={() => discard.request(editor.cancelEdit)}
        onDirtyChange={setIsFormDirty}
        submitLabel={room ? t('action.saveChanges') : t('action.addRoom')}
        isSaving={editor.isSaving || photos.upload !== undefined}
        error={editor.saveError ?? (failures.length > 0 ? failures.join(' ') : null)}
      >
        <PhotoUploadsField photos={photos} label={t('panel.photos')} />
      </RoomForm>
      {discard.dialog}
    </section>
  );
}
