import type { HostelImage } from '@hostelhub/shared';
import { Building2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** The hostel's photos, one at a time, with a counter; a failed photo shows a placeholder. */
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
  const current = images[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div
        role="img"
        aria-label="No photos available"
        className="flex aspect-[16/9] items-center justify-center rounded-xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500"
      >
        <Building2 aria-hidden="true" className="h-16 w-16" />
      </div>
    );
  }

  const position = Math.min(index, count - 1);
  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${hostelName}`}
      className="space-y-2"
    >
      <div className="relative aspect-[16/9] overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
        {failed.has(current.id) ? (
          <div
            role="img"
            aria-label="Photo unavailable"
            className="flex h-full w-full items-center justify-center text-slate-400 dark:text-slate-500"
          >
            <Building2 aria-hidden="true" className="h-16 w-16" />
          </div>
        ) : (
          <img
            key={current.id}
            src={current.image_url}
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
            <span
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-md bg-slate-950/75 px-2 py-1 text-xs font-medium text-white"
            >
              {position + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
    </section>
  );
}
