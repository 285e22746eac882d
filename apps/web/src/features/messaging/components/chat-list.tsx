import { unreadBadgeText, type Chat } from '@hostelhub/shared';
import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { messagingText } from '../i18n';
import { otherParty, otherPartyName } from '../utils/chat-people';
import { UnreadBadge } from './unread-badge';

export interface ChatListProps {
  chats: Chat[];
  viewerId: string;
  activeChatId: string | null;
  loading: boolean;
  onSelect: (chatId: string) => void;
  /** Now, for the relative times (tests pin it). */
  now?: Date;
}

/**
 * The chat list (part 1 section 2 'Messages'): per chat the hostel's image, the other person,
 * the hostel, the last message, its relative time (section 9) and the unread count.
 */
export function ChatList({ chats, viewerId, activeChatId, loading, onSelect, now }: ChatListProps) {
  const t = useT(messagingText);
  const sharedText = useSharedText();
  const format = useFormatters();
  if (loading) {
    return (
      <ul aria-label={t('list.loading')} className="space-y-3 p-4">
        {[0, 1, 2].map((key) => (
          <li key={key} className="flex items-center gap-3">
            <Skeleton className="h-11 w-11 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (chats.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <MessageCircle aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="font-semibold text-slate-900 dark:text-slate-100">{t('list.empty.title')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.empty.text')}</p>
      </div>
    );
  }
  return (
    <ul aria-label={t('list.label')} className="divide-y divide-slate-200 dark:divide-slate-800">
      {chats.map((chat) => {
        const person = otherParty(chat, viewerId);
        const name = otherPartyName(person, sharedText);
        const unread = unreadBadgeText(chat.unread_count);
        const image = chat.hostel.images[0];
        const isActive = chat.id === activeChatId;
        const time = chat.last_message_time ?? chat.created_at;
        return (
          <li key={chat.id}>
            <button
              type="button"
              onClick={() => onSelect(chat.id)}
              aria-current={isActive ? 'true' : undefined}
              aria-label={
                unread
                  ? t('list.item.unread', { name, hostel: chat.hostel.name, count: unread })
                  : t('list.item', { name, hostel: chat.hostel.name })
              }
              className={clsx(
                'flex w-full items-center gap-3 px-4 py-3 text-start focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none focus-visible:ring-inset',
                isActive
                  ? 'bg-teal-50 dark:bg-teal-950'
                  : 'hover:bg-slate-50 dark:hover:bg-slate-800/60',
              )}
            >
              {image ? (
                <img
                  src={image}
                  alt=""
                  className="h-11 w-11 shrink-0 rounded-full object-cover"
                  loading="lazy"
                />
              ) : (
                <Avatar name={name} size="md" />
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium text-slate-900 dark:text-slate-100">
                    {name}
                  </span>
                  <time
                    dateTime={time}
                    className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
                  >
                    {format.chatListTime(time, now)}
                  </time>
                </span>
                <span className="block truncate text-xs text-teal-800 dark:text-teal-300">
                  {chat.hostel.name}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={clsx(
                      'truncate text-sm',
                      chat.unread_count > 0
                        ? 'font-semibold text-slate-900 dark:text-slate-100'
                        : 'text-slate-600 dark:text-slate-400',
                    )}
                  >
                    {chat.last_message ?? t('list.noMessages')}
                  </span>
                  <UnreadBadge count={chat.unread_count} />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
