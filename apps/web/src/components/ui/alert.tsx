import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'error';

const toneClasses: Record<AlertTone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100',
  success:
    'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100',
  error:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
};

const icons = { info: Info, success: CircleCheck, error: CircleAlert };

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
  /** Level of the title heading within the page outline. */
  headingLevel?: 2 | 3;
}

/** An inline notice. Errors are announced at once (role alert), others politely (role status). */
export function Alert({ tone = 'info', title, children, className, headingLevel = 2 }: AlertProps) {
  const Icon = icons[tone];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-lg border p-4 text-sm', toneClasses[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="space-y-1">
        {title ? <Heading className="font-semibold">{title}</Heading> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
