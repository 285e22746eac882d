import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import { HostelDetailBody } from './hostel-detail-body';
import type { HostelDetailSlots } from './slots';

export interface HostelDetailDialogProps extends HostelDetailSlots {
  /** The university a near card named (`?near=`, issue 42): the detail shows the distance. */
  nearUniversity?: string | undefined;
  /** The hostel to show; the dialog is open while this is set. */
  hostelId: string | null;
  /** Called when the user closes the dialog (Close, the X, Escape or a click outside). */
  onClose: () => void;
}

/**
 * The hostel detail dialog of the browse screen (part 1 section 2). Full-screen under 768 px,
 * a scrollable panel up to max-w-4xl above. Focus moves into it and back to the opener on close.
 */
export function HostelDetailDialog({ hostelId, onClose, ...slots }: HostelDetailDialogProps) {
  const t = useT(hostelDetailText);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root
      open={hostelId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-white text-slate-900 shadow-xl focus:outline-none md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[90vh] md:w-[calc(100%-2rem)] md:max-w-4xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl dark:bg-slate-900 dark:text-slate-100"
        >
          {/* A zero-height sticky bar keeps the X in reach while the content scrolls under it. */}
          <div className="sticky top-0 z-10 flex h-0 justify-end">
            <Dialog.Close
              aria-label={t('dialog.closeDetails')}
              className="m-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-slate-800/90 dark:text-slate-200 dark:hover:bg-slate-700"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="px-4 pt-6 pb-6 sm:px-6 md:px-8 md:pt-8">
            {hostelId !== null ? (
              <HostelDetailBody key={hostelId} hostelId={hostelId} onClose={onClose} {...slots} />
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
