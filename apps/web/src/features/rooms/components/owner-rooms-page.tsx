import { LISTING_MESSAGES } from '@hostelhub/shared';
import type { Room } from '@hostelhub/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ArrowLeft, BedDouble, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { useDiscardGuard } from '../../../components/discard-guard';
import { getHostelQueryOptions } from '../../../lib/get-hostel';
import { useAuth } from '../../../lib/auth';
import { useHostelRooms } from '../api/get-hostel-rooms';
import { invalidateRoomQueries } from '../api/invalidate-room-queries';
import { useRoomEditor } from '../hooks/use-room-editor';
import { DeleteRoomDialog } from './delete-room-dialog';
import { RoomCard } from './room-card';
import { RoomForm } from './room-form';
import { RoomStatTiles } from './room-stat-tiles';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { roomsText } from '../i18n';

function BackLink({ label }: { label: string }) {
  return (
    <Link to={paths.owner.dashboard.getHref()} className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      {label}
    </Link>
  );
}

/**
 * /owner/rooms/{hostelId} (part 2 section 2 'Owner room management page'): the hostel's rooms
 * with four stat tiles, cards with Edit and Delete, Add Room, the empty and error states.
 * The server decides access; the page says "You can only manage rooms for your own hostels"
 * with Back to Dashboard, instead of Add, Edit and Delete, when the route finds the hostel is
 * not the signed-in owner's or the server answers 403 (issue 22 item 7).
 */
export function OwnerRoomsPage({
  hostelId,
  isOwnHostel,
  renderImageManager,
}: {
  hostelId: string;
  /** Whether the signed-in user may manage this hostel: false refuses, undefined is checking. */
  isOwnHostel: boolean | undefined;
  /** The room photo manager, given by the route (the images feature draws it). */
  renderImageManager?: (props: {
    roomId: string;
    onChanged: () => void;
    onDone: () => void;
    /** Told whether a photo waits for its upload (issue 22 item 9: closing asks first). */
    onDirtyChange: (isDirty: boolean) => void;
    /** The hostel is approved: its owner's photo changes wait for review (issue 26). */
    changesWaitForReview: boolean;
  }) => ReactNode;
}) {
  const t = useT(roomsText);
  const { title } = useRoomWords();
  const sharedText = useSharedText();
  const backLink = <BackLink label={t('action.backToDashboard')} />;
  const hostel = useQuery(getHostelQueryOptions(hostelId));
  const { user } = useAuth();
  const rooms = useHostelRooms(hostelId);
  const editor = useRoomEditor(hostelId);
  const queryClient = useQueryClient();
  const [imagesOf, setImagesOf] = useState<Room | null>(null);
  // Issue 22 item 9: closing the room form or the image manager with changes asks first.
  const [isRoomDirty, setIsRoomDirty] = useState(false);
  const discard = useDiscardGuard(isRoomDirty);
  const cancelRoom = () => discard.request(editor.cancelEdit);
  const [isImagesDirty, setIsImagesDirty] = useState(false);
  const imagesDiscard = useDiscardGuard(isImagesDirty);
  const closeImages = () => imagesDiscard.request(() => setImagesOf(null));
  const failure = hostel.error ?? rooms.error;
  const isRefused =
    isOwnHostel === false || (failure instanceof ApiError && failure.status === 403);

  if (isRefused) {
    return (
      <ContentLayout title={t('page.title')}>
        <Alert tone="error">{sharedText(LISTING_MESSAGES.ownRoomsOnly)}</Alert>
        {backLink}
      </ContentLayout>
    );
  }

  if (failure) {
    return (
      <ContentLayout title={t('page.title')}>
        <Alert tone="error" title={sharedText(LISTING_MESSAGES.roomsLoadFailed)}>
          {errorText(failure, sharedText(LISTING_MESSAGES.loadDataFailed))}
        </Alert>
        {backLink}
      </ContentLayout>
    );
  }

  const addButton = (
    <Button onClick={editor.startAdd} disabled={!rooms.data || isOwnHostel === undefined}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {t('action.addRoom')}
    </Button>
  );

  return (
    <ContentLayout
      title={hostel.data ? t('page.titleOf', { name: hostel.data.name }) : t('page.title')}
      description={t('page.description')}
      actions={
        <div className="flex flex-wrap gap-2">
          {backLink}
          {addButton}
        </div>
      }
    >
      {editor.deleteError ? <Alert tone="error">{editor.deleteError}</Alert> : null}
      {rooms.data && isOwnHostel !== undefined ? (
        <>
          <RoomStatTiles rooms={rooms.data} />
          {rooms.data.length === 0 ? (
            <EmptyState
              icon={BedDouble}
              title={t('list.empty')}
              action={
                <Button onClick={editor.startAdd}>
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {t('page.addFirst')}
                </Button>
              }
            >
              {t('page.emptyBody')}
            </EmptyState>
          ) : (
            <>
              {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3. */}
              <h2 className="sr-only">{t('list.label')}</h2>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('list.label')}>
                {rooms.data.map((room) => (
                  <li key={room.id}>
                    <RoomCard
                      room={room}
                      onEdit={() => editor.startEdit(room)}
                      onDelete={() => editor.askDelete(room)}
                      onImages={renderImageManager ? () => setImagesOf(room) : undefined}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : (
        <div role="status" aria-label={t('list.loading')} className="space-y-4">
          <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-64" />
            ))}
          </div>
        </div>
      )}

      <Dialog
        open={editor.editing !== null}
        onOpenChange={(open) => {
          if (!open) cancelRoom();
        }}
        title={editor.editing === 'new' ? t('page.addNewRoom') : t('page.editRoom')}
        size="lg"
      >
        {editor.editing !== null ? (
          <RoomForm
            variant="standalone"
            room={editor.editing === 'new' ? undefined : editor.editing}
            onSubmit={editor.submit}
            onCancel={cancelRoom}
            submitLabel={editor.editing === 'new' ? t('action.addRoom') : t('action.saveChanges')}
            isSaving={editor.isSaving}
            error={editor.saveError}
            onDirtyChange={setIsRoomDirty}
          />
        ) : null}
        {discard.dialog}
      </Dialog>
      <DeleteRoomDialog editor={editor} />
      {renderImageManager ? (
        <Dialog
          open={imagesOf !== null}
          onOpenChange={(open) => {
            if (!open) closeImages();
          }}
          title={t('page.manageImages')}
          description={imagesOf ? title(imagesOf) : undefined}
          size="lg"
        >
          {imagesOf
            ? renderImageManager({
                roomId: imagesOf.id,
                onChanged: () => void invalidateRoomQueries(queryClient, hostelId),
                onDone: closeImages,
                onDirtyChange: setIsImagesDirty,
                changesWaitForReview: hostel.data?.status === 'approved' && user?.role !== 'admin',
              })
            : null}
          {imagesDiscard.dialog}
        </Dialog>
      ) : null}
    </ContentLayout>
  );
}
