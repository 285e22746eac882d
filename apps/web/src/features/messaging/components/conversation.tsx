import {
  MESSAGING_MESSAGES,
  needsTimestampHeader,
  type Chat,
  type Message,
} from '@hostelhub/shared';
import clsx from 'clsx';
import { ArrowLeft, Check, CheckCheck, Clock } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { useMessagingContext } from '../context/messaging-provider';
import { messagingText } from '../i18n';
import { otherParty, otherPartyName } from '../utils/chat-people';
import { Composer } from './composer';
import type { MessagingSlots } from './slots';

export interface ConversationProps extends MessagingSlots {
  chat: Chat;
  viewerId: string;
  /** Shown in the single-pane layout: back to the chat list. */
  onBack?: () => void;
}

/**
 * One conversation (part 1 sections 2 and 5); mount it with `key={chat.id}` so another chat
 * starts with an empty message box: messages oldest first with a timestamp header
 * after a gap of more than 5 minutes, a single tick on one's own sent message and a double one
 * once read, earlier messages on demand, and the composer. Opening the chat marks what was
 * received read, once per newly arrived unread message. The other person's messages and the
 * other person themselves can be reported (issue 26) when app/ plugs the action in.
 */
export function Conversation({
  chat,
  viewerId,
  onBack,
  renderMessageReport,
  renderPersonReport,
}: ConversationProps) {
  const { messages, loadMessages, loadOlderMessages, markChatRead } = useMessagingContext();
  const t = useT(messagingText);
  const sharedText = useSharedText();
  const entry = messages[chat.id];
  const person = otherParty(chat, viewerId);
  const name = otherPartyName(person, sharedText);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadMessages(chat.id);
  }, [chat.id, loadMessages]);

  // Mark read once per opened chat and newest unread message received.
  const markedFor = useRef<string | null>(null);
  const items = entry?.items;
  const newestUnread = items
    ?.filter((message) => message.receiver_id === viewerId && !message.read)
    .at(-1)?.id;
  useEffect(() => {
    if (!newestUnread) return;
    const key = `${chat.id}:${newestUnread}`;
    if (markedFor.current === key) return;
    markedFor.current = key;
    void markChatRead(chat.id);
  }, [chat.id, newestUnread, markChatRead]);

  // Keep the newest message in view when one arrives at the end (not when older ones load).
  const newestId = items?.at(-1)?.id;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId, entry?.pending.length]);

  return (
    <section
      aria-label={t('conversation.label', { name })}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        {onBack ? (
          <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('conversation.back')}>
            <ArrowLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
          </Button>
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900 dark:text-slate-100">{name}</h3>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">{chat.hostel.name}</p>
        </div>
        {person.id !== null && renderPersonReport
          ? renderPersonReport({ id: person.id, name })
          : null}
      </header>

      <div
        ref={logRef}
        role="log"
        aria-label={t('conversation.log', { name })}
        className="min-h-0 flex-1 space-y-1 overflow-y-auto overscroll-contain px-3 py-3"
      >
        {!entry ? (
          <div className="flex justify-center py-8">
            <Spinner />
            <span className="sr-only">{t('conversation.loading')}</span>
          </div>
        ) : (
          <>
            {entry.hasOlder ? (
              <div className="flex justify-center pb-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void loadOlderMessages(chat.id)}
                  disabled={entry.loadingOlder}
                >
                  {entry.loadingOlder
                    ? t('conversation.loadingOlder')
                    : t('conversation.loadOlder')}
                </Button>
              </div>
            ) : null}
            {entry.items.length === 0 && entry.pending.length === 0 ? (
              <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
                {t('conversation.empty')}
              </p>
            ) : null}
            <MessageRuns
              items={entry.items}
              viewerId={viewerId}
              renderMessageReport={renderMessageReport}
            />
            {entry.pending.map((item) => (
              <Bubble key={item.key} own text={item.text} time={item.created_at} status="sending" />
            ))}
          </>
        )}
      </div>

      <Composer
        chatId={chat.id}
        receiverId={person.id}
        {...(person.id === null
          ? { disabledReason: sharedText(MESSAGING_MESSAGES.otherPartyDeleted) }
          : {})}
      />
    </section>
  );
}

function MessageRuns({
  items,
  viewerId,
  renderMessageReport,
}: {
  items: Message[];
  viewerId: string;
  renderMessageReport: MessagingSlots['renderMessageReport'];
}) {
  const format = useFormatters();
  return items.map((message, index) => {
    const own = message.sender_id === viewerId;
    // Only the other person's messages, while they still have an account.
    const canReport = !own && message.sender_id !== null && renderMessageReport !== undefined;
    return (
      <div key={message.id}>
        {needsTimestampHeader(items[index - 1]?.created_at, message.created_at) ? (
          <h4 className="py-2 text-center text-xs font-medium text-slate-500 dark:text-slate-400">
            <time dateTime={message.created_at}>{format.timestampHeader(message.created_at)}</time>
          </h4>
        ) : null}
        <Bubble
          own={own}
          text={message.text}
          time={message.created_at}
          status={own ? (message.read ? 'read' : 'sent') : undefined}
          action={canReport ? renderMessageReport(message) : null}
        />
      </div>
    );
  });
}

type BubbleStatus = 'sending' | 'sent' | 'read';

const statusLabels = {
  sending: 'status.sending',
  sent: 'status.sent',
  read: 'status.read',
} as const satisfies Record<BubbleStatus, string>;

function Bubble({
  own,
  text,
  time,
  status,
  action,
}: {
  own: boolean;
  text: string;
  time: string;
  status?: BubbleStatus | undefined;
  /** Beside the bubble (Report): always shown on touch screens, else on hover or focus. */
  action?: ReactNode;
}) {
  const t = useT(messagingText);
  const format = useFormatters();
  const StatusIcon = status === 'read' ? CheckCheck : status === 'sent' ? Check : Clock;
  return (
    <div className={clsx('group flex items-center gap-1', own ? 'justify-end' : 'justify-start')}>
      <div
        className={clsx(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm',
          own
            ? 'rounded-ee-sm bg-teal-700 text-white'
            : 'rounded-es-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        <p className="break-words whitespace-pre-wrap">{text}</p>
        <p
          className={clsx(
            'mt-1 flex items-center justify-end gap-1 text-[11px]',
            own ? 'text-teal-100' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          <time dateTime={time}>{format.messageTime(time)}</time>
          {status ? (
            <span data-status={status} className="inline-flex items-center">
              <StatusIcon aria-hidden="true" className="h-3.5 w-3.5" />
              <span className="sr-only">{t(statusLabels[status])}</span>
            </span>
          ) : null}
        </p>
      </div>
      {action ? (
        <div className="shrink-0 pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100">
          {action}
        </div>
      ) : null}
    </div>
  );
}
