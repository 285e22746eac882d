import type { ImageRecord } from '@hostelhub/shared';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, Clock, Pencil, Star, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { imagesText } from '../i18n';

/** Image descriptions are cut at 80 characters in the grid (part 2 section 9). */
const DESCRIPTION_PREVIEW_CHARS = 80;

/** What one photo's card shows and offers in the room image grid. */
export interface RoomImageCardProps {
  image: ImageRecord;
  /** The photo listed before this one (none for the first: 'up' is disabled). */
  above: ImageRecord | undefined;
  /** The photo listed after this one (none for the last: 'down' is disabled). */
  below: ImageRecord | undefined;
  /** A change is being saved: move and Primary wait for it. */
  isUpdating: boolean;
  onMove: (image: ImageRecord, neighbour: ImageRecord) => void;
  onMakePrimary: (image: ImageRecord) => void;
  onEdit: (image: ImageRecord) => void;
  onDelete: (image: ImageRecord) => void;
}

/**
 * One photo in the room image grid (part 2 section 2 'Room image manager'): the thumbnail,
 * title or 'Untitled', the Primary badge, the description cut at 80 characters, and
 * up/down, Primary, Edit and Delete. A photo waiting for review (issue 26) says so and offers
 * only what the API allows: a new one can be discarded (Delete); one the owner removed, nothing.
 */
export function RoomImageCard({
  image,
  above,
  below,
  isUpdating,
  onMove,
  onMakePrimary,
  onEdit,
  onDelete,
}: RoomImageCardProps) {
  const t = useT(imagesText);
  const name = image.image_title || t('card.untitled');
  const isRemoved = image.review === 'pending_removal';
  const isNew = image.review === 'pending_addition';
  return (
    <li
      className={clsx(
        'overflow-hidden rounded-xl border',
        image.review
          ? 'border-amber-300 dark:border-amber-800'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <img
        src={image.thumbnail_url ?? image.image_url}
        alt={name}
        className={clsx(
          'h-36 w-full bg-slate-100 object-cover dark:bg-slate-800',
          isRemoved && 'opacity-50 grayscale',
        )}
        onError={(event) => {
          event.currentTarget.hidden = true;
        }}
      />
      <div className="space-y-2 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            className={clsx(
              'font-medium',
              isRemoved && 'text-slate-500 line-through dark:text-slate-400',
            )}
          >
            {name}
          </p>
          {image.is_primary ? <Badge tone="brand">{t('card.primary')}</Badge> : null}
        </div>
        {image.review ? (
          <Badge tone={isRemoved ? 'red' : 'amber'} className="gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            {isRemoved ? t('card.pendingRemoval') : t('card.pendingAddition')}
          </Badge>
        ) : null}
        {image.image_description ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {image.image_description.length > DESCRIPTION_PREVIEW_CHARS
              ? `${image.image_description.slice(0, DESCRIPTION_PREVIEW_CHARS)}…`
              : image.image_description}
          </p>
        ) : null}
        {isRemoved ? null : (
          <div className="flex flex-wrap gap-1.5">
            {isNew ? null : (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('card.moveUp', { name })}
                  disabled={!above || isUpdating}
                  onClick={() => {
                    if (above) onMove(image, above);
                  }}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('card.moveDown', { name })}
                  disabled={!below || isUpdating}
                  onClick={() => {
                    if (below) onMove(image, below);
                  }}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('card.makePrimary', { name })}
                  disabled={image.is_primary || isUpdating}
                  onClick={() => onMakePrimary(image)}
                >
                  <Star aria-hidden="true" className="h-4 w-4" />
                  {t('card.primary')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('card.editOf', { name })}
                  onClick={() => onEdit(image)}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  {t('card.edit')}
                </Button>
              </>
            )}
            <Button
              variant="outline"
              size="sm"
              aria-label={isNew ? t('card.discardOf', { name }) : t('card.deleteOf', { name })}
              className="text-red-700 dark:text-red-400"
              onClick={() => onDelete(image)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {isNew ? t('card.discard') : t('card.delete')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
