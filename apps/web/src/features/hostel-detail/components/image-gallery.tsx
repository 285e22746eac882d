import type { HostelImage } from '@hostelhub/shared';
import { Building2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';

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
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const position = Math.min(index, count - 1);
  const current = images[position];

  if (!current) {
    return (
      <div className="aspect-[16/9] rounded-xl bg-slate-100 dark:bg-slate-800">
        <PhotoPlaceholder label="No photos available" />
      </div>
    );
  }

  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(position - 1);
    else if (event.key === 'ArrowRight') show(position + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${hostelName}`}
      // Focusable so the arrow keys work once the user has tabbed into the photos.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="relative aspect-[16/9] overflow-hidden rounded-xl bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-slate-800"
    >
      {failed.has(current.id) ? (
        <PhotoPlaceholder label="Photo unavailable" />
      ) : (
        <img
          key={current.id}
          src={current.image_url}
          // The photo the dialog opens on is its largest paint: fetched ahead of the rest.
          fetchPriority={position === 0 ? 'high' : 'auto'}
          alt={current.image_title ?? `Photo ${position + 1} of ${hostelName}`}
          className="h-full w-full object-cover"
          onError={() => setFailed((previous) => new Set(previous).add(current.id))}
        />
      )}
      {count > 1 ? (
        <>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Previous photo"
            className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full opacity-90"
            onClick={() => show(position - 1)}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Next photo"
            className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full opacity-90"
            onClick={() => show(position + 1)}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </Button>
        </>
      ) : null}
      <span
        aria-live="polite"
        className="absolute right-3 bottom-3 rounded-md bg-slate-950/75 px-2 py-1 text-xs font-medium text-white"
      >
        {position + 1} / {count}
      </span>
    </section>
  );
}
