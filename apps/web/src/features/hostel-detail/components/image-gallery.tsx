import type { HostelImage } from '@hostelhub/shared';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import {
  CarouselButtons,
  carouselKeyHandler,
  wrapIndex,
} from '../../../components/ui/carousel-controls';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import { GALLERY_IMAGE_SIZES } from '../../../lib/image-sizes';

function PhotoPlaceholder({ label }: { label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="flex h-full w-full items-center justify-center text-slate-400 dark:text-slate-500"
    >
      <Building2 aria-hidden="true" className="h-16 w-16" />
    </div>
  );
}

/**
 * The hostel's photos, one at a time, with previous/next buttons, the arrow keys and a counter
 * ('2 / 5'); no photos or a photo that fails to load shows a placeholder (part 1 section 8).
 */
export function ImageGallery({
  images,
  hostelName,
}: {
  images: HostelImage[];
  hostelName: string;
}) {
  const t = useT(hostelDetailText);
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const position = Math.min(index, count - 1);
  const current = images[position];

  if (!current) {
    return (
      <div className="aspect-[16/9] rounded-xl bg-slate-100 dark:bg-slate-800">
        <PhotoPlaceholder label={t('gallery.noPhotos')} />
      </div>
    );
  }

  const show = (next: number) => setIndex(wrapIndex(next, count));
  const onKeyDown = carouselKeyHandler(count, position, show);

  return (
    <section
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.label', { name: hostelName })}
      // Focusable so the arrow keys work once the user has tabbed into the photos.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="relative aspect-[16/9] overflow-hidden rounded-xl bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-slate-800"
    >
      {failed.has(current.id) ? (
        <PhotoPlaceholder label={t('gallery.unavailable')} />
      ) : (
        <img
          key={current.id}
          src={current.image_url}
          srcSet={current.srcset ?? undefined}
          sizes={current.srcset ? GALLERY_IMAGE_SIZES : undefined}
          // The frame's 16:9 shape: the space is held before the photo arrives.
          width={1600}
          height={900}
          // The photo the dialog opens on is its largest paint: fetched ahead of the rest.
          fetchPriority={position === 0 ? 'high' : 'auto'}
          alt={
            current.image_title ?? t('gallery.photoAlt', { number: position + 1, name: hostelName })
          }
          className="h-full w-full object-cover"
          onError={() => setFailed((previous) => new Set(previous).add(current.id))}
        />
      )}
      <CarouselButtons
        count={count}
        position={position}
        show={show}
        previousLabel={t('gallery.previous')}
        nextLabel={t('gallery.next')}
        inset
      />
      <span
        aria-live="polite"
        dir="ltr"
        className="absolute end-3 bottom-3 rounded-md bg-slate-950/75 px-2 py-1 text-xs font-medium text-white"
      >
        {position + 1} / {count}
      </span>
    </section>
  );
}
