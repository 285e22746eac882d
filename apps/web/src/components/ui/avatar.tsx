import { getInitials } from '@hostelhub/shared';
import clsx from 'clsx';

const sizeClasses = {
  sm: 'h-9 w-9 text-sm',
  md: 'h-11 w-11 text-sm',
  lg: 'h-16 w-16 text-xl',
} as const;

/**
 * A person's initials in a circle (part 1 section 2: first letters of up to two name words,
 * else U). Decorative: the name is always written beside it.
 */
export function Avatar({
  name,
  size = 'sm',
  className,
}: {
  name: string | null | undefined;
  size?: keyof typeof sizeClasses;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-teal-700 font-semibold text-white dark:bg-teal-500 dark:text-slate-950',
        sizeClasses[size],
        className,
      )}
    >
      {getInitials(name)}
    </span>
  );
}
