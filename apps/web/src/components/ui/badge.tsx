import clsx from 'clsx';
import type { HTMLAttributes } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'blue' | 'pink' | 'green' | 'amber' | 'red';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  brand: 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  blue: 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  pink: 'bg-pink-50 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
  green: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  amber: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        toneClasses[tone],
        className,
      )}
      {...props}
    />
  );
}
