import { IMAGE_MESSAGES, type ImageRecord } from '@hostelhub/shared';
import { ImageOff } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSharedText, useT } from '../../../lib/i18n';
import { imagesText } from '../i18n';
import { RoomImageCard, type RoomImageCardProps } from './room-image-card';

/** What the room image list shows: the photos (undefined while loading) and its alerts. */
export interface RoomImageListProps extends Pick<
  RoomImageCardProps,
  'isUpdating' | 'onMove' | 'onMakePrimary' | 'onEdit' | 'onDelete'
> {
  images: ImageRecord[] | undefined;
  /** The photos could not be loaded. */
  isError: boolean;
  /** Why the last move, Primary, edit or delete failed. */
  actionError: string | null;
}

/**
 * 'Room Images (N)' (part 2 section 2 'Room image manager'): a failed change's alert, then the
 * load error, a skeleton while loading, 'No Images Yet', or the grid of photos.
 */
export function RoomImageList({ images, isError, actionError, ...actions }: RoomImageListProps) {
  const t = useT(imagesText);
  const sharedText = useSharedText();
  const id = useId().replaceAll(':', '');
  const list = images ?? [];
  // Only approved photos move (issue 26): a photo waiting for review has no place to swap.
  const movable = list.filter((image) => !image.review);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('list.heading', { count: list.length })}
      </h3>
      {actionError ? <Alert tone="error">{actionError}</Alert> : null}
      {isError ? (
        <Alert tone="error">{sharedText(IMAGE_MESSAGES.loadFailed)}</Alert>
      ) : !images ? (
        <Skeleton className="h-40" />
      ) : list.length === 0 ? (
        <EmptyState icon={ImageOff} title={t('list.empty')}>
          {t('list.emptyBody')}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('list.label')}>
          {list.map((image) => {
            const index = movable.indexOf(image);
            return (
              <RoomImageCard
                key={image.id}
                image={image}
                above={index > 0 ? movable[index - 1] : undefined}
                below={index >= 0 ? movable[index + 1] : undefined}
                {...actions}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
