import type { Room, RoomImage } from '@hostelhub/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { ImageOff, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  CarouselButtons,
  carouselKeyHandler,
  wrapIndex,
} from '../../../components/ui/carousel-controls';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { useT } from '../../../lib/i18n';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { hostelDetailText } from '../i18n';
import { Heading, type HeadingLevel } from './heading';

/** Students see at most this many room photos in the strip (part 1 section 9). */
export const ROOM_PHOTO_STRIP_LIMIT = 6;

/** How wide a strip thumbnail is shown (issue 25): a third of the row on phones, about 9rem above. */
const STRIP_IMAGE_SIZES = '(min-width: 640px) 9rem, 33vw';
/** The viewer shows a photo as large as the screen allows. */
const VIEWER_IMAGE_SIZES = '100vw';

interface RoomPhoto {
  image: RoomImage;
  roomName: string;
}

/**
 * All rooms' photos: a strip of up to six thumbnails, each opening a gallery viewer (a second
 * dialog) that pages through every room photo.
 */
export function RoomPhotos({ rooms, headingLevel }: { rooms: Room[]; headingLevel: HeadingLevel }) {
  const t = useT(hostelDetailText);
  const { title } = useRoomWords();
  const photos: RoomPhoto[] = rooms.flatMap((room) =>
    room.room_images.map((image) => ({ image, roomName: title(room) })),
  );
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (photos.length === 0) return null;

  const strip = photos.slice(0, ROOM_PHOTO_STRIP_LIMIT);
  const hiddenCount = photos.length - strip.length;

  return (
    <div className="space-y-2">
      <Heading level={headingLevel} className="font-semibold text-slate-900 dark:text-white">
        {t('photos.title')}
      </Heading>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {strip.map(({ image, roomName }, index) => {
          const isLast = index === strip.length - 1 && hiddenCount > 0;
          return (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setOpenIndex(index)}
                aria-label={t('photos.open', {
                  number: index + 1,
                  count: photos.length,
                  room: roomName,
                })}
                className="relative block aspect-square w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-slate-800"
              >
                <PhotoImage
                  src={image.thumbnail_url ?? image.image_url}
                  srcSet={image.srcset}
                  sizes={STRIP_IMAGE_SIZES}
                  // A square frame: the space is held before the photo arrives.
                  width={400}
                  height={400}
                  alt=""
                  className="h-full w-full object-cover"
                />
                {isLast ? (
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 flex items-center justify-center bg-slate-950/60 text-sm font-semibold text-white"
                  >
                    {t('photos.more', { count: hiddenCount })}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <RoomGalleryViewer
        photos={photos}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </div>
  );
}

/**
 * An image that turns into a placeholder when it fails to load; `srcSet` (the photo's stored
 * sizes, issue 25) comes with the `sizes` it is shown at.
 */
function PhotoImage({
  src,
  srcSet,
  sizes,
  width,
  height,
  alt,
  className,
}: {
  src: string;
  srcSet?: string | null | undefined;
  sizes: string;
  width?: number;
  height?: number;
  alt: string;
  className: string;
}) {
  const t = useT(hostelDetailText);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt ? t('photos.unavailable', { alt }) : undefined}
        className="flex h-full w-full items-center justify-center text-slate-400 dark:text-slate-500"
      >
        <ImageOff aria-hidden="true" className="h-8 w-8" />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}

function RoomGalleryViewer({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: RoomPhoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT(hostelDetailText);
  const returnFocus = useReturnFocus();
  const count = photos.length;
  const current = index === null ? undefined : photos[index];
  const show = (next: number) => onIndexChange(wrapIndex(next, count));
  const onKeyDown = index === null ? undefined : carouselKeyHandler(count, index, show);

  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          {...returnFocus}
          className="fixed inset-0 z-[60] flex flex-col gap-3 p-4 text-white focus:outline-none sm:p-6"
        >
          {current && index !== null ? (
            <>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <Dialog.Title className="text-lg font-semibold">{current.roomName}</Dialog.Title>
                  {current.image.image_title ? (
                    <p className="text-sm text-slate-300">{current.image.image_title}</p>
                  ) : null}
                </div>
                <Dialog.Close asChild>
                  <Button variant="secondary" size="icon" aria-label={t('action.close')}>
                    <X aria-hidden="true" className="h-5 w-5" />
                  </Button>
                </Dialog.Close>
              </div>
              <div className="relative flex min-h-0 flex-1 items-center justify-center">
                <PhotoImage
                  key={current.image.id}
                  src={current.image.image_url}
                  srcSet={current.image.srcset}
                  sizes={VIEWER_IMAGE_SIZES}
                  alt={current.image.image_title ?? t('photos.alt', { room: current.roomName })}
                  className="max-h-full max-w-full rounded-lg object-contain"
                />
                <CarouselButtons
                  count={count}
                  position={index}
                  show={show}
                  previousLabel={t('photos.previous')}
                  nextLabel={t('photos.next')}
                />
              </div>
              <p aria-live="polite" dir="ltr" className="text-center text-sm font-medium">
                {index + 1} / {count}
              </p>
              {current.image.image_description ? (
                <p className="text-center text-sm text-slate-300">
                  {current.image.image_description}
                </p>
              ) : null}
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
