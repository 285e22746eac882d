import { unreadBadgeText } from '@hostelhub/shared';
import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import { buttonVariants, type ButtonVariant } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useMessagingContext } from '../context/messaging-provider';
import { messagingText } from '../i18n';
import { UnreadBadge } from './unread-badge';

export interface MessagesButtonProps {
  variant?: ButtonVariant;
  /** Icon only (the navigation bar); the label stays for screen readers. */
  compact?: boolean;
  /** Called after opening (a mobile menu closes itself). */
  onOpen?: () => void;
  className?: string;
}

/**
 * The Messages button with the unread badge (part 1 sections 2 and 9): opens the chat dialog.
 * Shown to signed-in users only; the count is the sum over their chats.
 */
export function MessagesButton({
  variant = 'outline',
  compact = false,
  onOpen,
  className,
}: MessagesButtonProps) {
  const { totalUnread, openMessages } = useMessagingContext();
  const t = useT(messagingText);
  const unread = unreadBadgeText(totalUnread);
  const label = unread ? t('messages.unread', { count: unread }) : t('messages');
  return (
    <button
      type="button"
      aria-label={label}
      title={compact ? label : undefined}
      onClick={() => {
        openMessages();
        onOpen?.();
      }}
      className={buttonVariants({
        variant,
        ...(compact ? { size: 'icon' as const } : {}),
        className: clsx('relative', className),
      })}
    >
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {compact ? null : <span>{t('messages')}</span>}
      <UnreadBadge count={totalUnread} className={compact ? 'absolute -top-1 -end-1' : undefined} />
    </button>
  );
}
