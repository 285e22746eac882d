import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user closes it (the X, Escape or a click outside). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on a phone). */
  footer?: ReactNode;
  /** Panel width from 768 px: sm (28rem), md (42rem, default), lg (56rem), xl (72rem). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Replaces the padded, scrolling body's classes (a layout that scrolls its own panes). */
  bodyClassName?: string;
  /** Extra classes for the panel (for example a fixed height from 768 px). */
  panelClassName?: string;
}

const sizeClasses = {
  sm: 'md:max-w-md',
  md: 'md:max-w-2xl',
  lg: 'md:max-w-4xl',
  xl: 'md:max-w-6xl',
} as const;

/**
 * A modal dialog with a title, a close button and an optional footer: full-screen under 768 px
 * (a small one, such as a confirmation, a sheet at the bottom instead), a centred scrollable
 * panel above. Focus is trapped inside and returns to the opener on close.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  bodyClassName = 'flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6',
  panelClassName,
}: DialogProps) {
  // Opened from code, not a Radix Trigger: without this, closing drops focus to <body>.
  const returnFocus = useReturnFocus();
  const t = useT(componentsText);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
          className={clsx(
            'fixed z-50 flex flex-col bg-white text-slate-900 shadow-xl focus:outline-none md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[90vh] md:w-[calc(100%-2rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl dark:bg-slate-900 dark:text-slate-100',
            size === 'sm' ? 'inset-x-0 bottom-0 max-h-[90vh] rounded-t-2xl' : 'inset-0',
            sizeClasses[size],
            panelClassName,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={t('dialog.close')}
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <div className={bodyClassName}>{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
