import * as Dialog from '@radix-ui/react-dialog';
import { createContext, useContext, type ReactNode } from 'react';

/** Where the hostel detail is shown: the browse screen's dialog, or a page of its own. */
export type DetailFrame = 'dialog' | 'page';

/** Set by HostelDetailPage (with its heading's id); the dialog is the default (decision 005). */
export const DetailFrameContext = createContext<{ frame: DetailFrame; titleId?: string }>({
  frame: 'dialog',
});

/**
 * The detail's heading: the dialog's accessible title inside the dialog, the page's `<h1>` on
 * a hostel's own page (issue 25: a direct load renders no dialog on the server).
 */
export function DetailTitle({ className, children }: { className?: string; children: ReactNode }) {
  const { frame, titleId } = useContext(DetailFrameContext);
  if (frame === 'page') {
    return (
      <h1 id={titleId} className={className}>
        {children}
      </h1>
    );
  }
  return <Dialog.Title className={className}>{children}</Dialog.Title>;
}
