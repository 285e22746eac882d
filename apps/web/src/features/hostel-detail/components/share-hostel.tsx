import type { HostelDetail } from '@hostelhub/shared';
import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import { hostelShareUrl, whatsAppShareHref } from '../utils/share-links';

/** Whether the device has its own share sheet (Web Share API). */
function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Whether a failed share only means the person closed the share sheet. */
function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

const itemClasses = buttonVariants({ variant: 'outline', size: 'sm' });

/**
 * Share (issue 25): the device's share sheet with the hostel's name and link where it has one;
 * else (or when the sheet fails) a row below the header actions with WhatsApp and Copy link.
 * The row is in the page's flow, not a floating menu, so it fits a 390 px phone and either
 * reading direction; Escape folds it without closing the dialog.
 */
export function ShareHostel({ hostel }: { hostel: Pick<HostelDetail, 'id' | 'name'> }) {
  const t = useT(hostelDetailText);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const url = hostelShareUrl(hostel.id);
  const isNative = canShareNatively();

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    // Window, capturing: it hears Escape before the dialog, which listens on the document.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [isOpen]);

  const share = async () => {
    if (isNative && !isOpen) {
      try {
        await navigator.share({
          title: hostel.name,
          text: t('share.text', { name: hostel.name }),
          url,
        });
        return;
      } catch (error) {
        if (isAbort(error)) return;
        // The sheet refused (no target, or not allowed here): offer the links instead.
      }
    }
    setIsOpen((open) => !open);
  };

  const copyLink = async () => {
    close();
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isNative && !isOpen ? undefined : isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => void share()}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {t('share.button')}
      </button>
      {isOpen ? (
        <div
          id={panelId}
          role="group"
          aria-label={t('share.options', { name: hostel.name })}
          className="flex basis-full flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-2 dark:border-slate-800 dark:bg-slate-950"
        >
          <a
            href={whatsAppShareHref(t('share.whatsAppText', { name: hostel.name, url }))}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            className={itemClasses}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('whatsApp.name')}
            <span className="sr-only"> {t('link.newTab')}</span>
          </a>
          <button type="button" onClick={() => void copyLink()} className={itemClasses}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t('share.copyLink')}
          </button>
        </div>
      ) : null}
    </>
  );
}
