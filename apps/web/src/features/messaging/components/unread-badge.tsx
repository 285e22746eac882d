import { unreadBadgeText } from '@hostelhub/shared';
import clsx from 'clsx';

/** A red count bubble: the number, 99+ above 99 (part 1 section 9), nothing at zero. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white',
        className,
      )}
    >
      {text}
    </span>
  );
}
