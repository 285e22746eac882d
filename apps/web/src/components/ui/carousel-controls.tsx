import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from './button';

/**
 * The keyboard of a photo carousel: the arrow pointing back along the reading direction shows
 * the previous photo and the other the next (ArrowLeft is back in English, ArrowRight in Urdu),
 * wrapping round; other keys pass. `show` receives the new position (it may be -1 or `count`:
 * wrap it with `wrapIndex`). Nothing happens with fewer than two photos.
 */
export function carouselKeyHandler(count: number, position: number, show: (next: number) => void) {
  return (event: KeyboardEvent) => {
    if (count < 2) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === back) show(position - 1);
    else if (event.key === forward) show(position + 1);
    else return;
    event.preventDefault();
  };
}

/** `index` wrapped into 0..count-1, so the carousel goes round. */
export function wrapIndex(index: number, count: number): number {
  return (index + count) % count;
}

/**
 * The previous and next buttons over a photo carousel (the hostel's gallery, the room photo
 * viewer), vertically centred at its sides: `inset` keeps them 0.75 rem from the edges, else
 * they sit on them. Not shown for fewer than two photos.
 */
export function CarouselButtons({
  count,
  position,
  show,
  previousLabel,
  nextLabel,
  inset = false,
}: {
  count: number;
  position: number;
  show: (next: number) => void;
  previousLabel: string;
  nextLabel: string;
  inset?: boolean;
}) {
  if (count < 2) return null;
  // Previous at the start of the reading direction, next at its end (right to left in Urdu).
  const side = inset ? ['start-3', 'end-3'] : ['start-0', 'end-0'];
  return (
    <>
      <Button
        variant="secondary"
        size="icon"
        aria-label={previousLabel}
        className={`absolute top-1/2 ${side[0]} -translate-y-1/2 rounded-full opacity-90`}
        onClick={() => show(position - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        aria-label={nextLabel}
        className={`absolute top-1/2 ${side[1]} -translate-y-1/2 rounded-full opacity-90`}
        onClick={() => show(position + 1)}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
      </Button>
    </>
  );
}
