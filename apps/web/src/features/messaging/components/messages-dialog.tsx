import { MOBILE_BREAKPOINT_PX } from '@hostelhub/shared';
import { MessageCircle } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useAuth } from '../../../lib/auth';
import { useSharedText, useT } from '../../../lib/i18n';
import { useMessagingContext } from '../context/messaging-provider';
import { messagingText } from '../i18n';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import type { MessagingSlots } from './slots';

/**
 * The chat dialog (part 1 section 2 'Messages'): the chat list beside the open conversation;
 * under 768 px one pane at a time, the conversation with a way back to the list. `slots`: what
 * app/ plugs into the conversation (the Report actions of issue 26).
 */
export function MessagesDialog(slots: MessagingSlots) {
  const { user } = useAuth();
  const t = useT(messagingText);
  const sharedText = useSharedText();
  const { chats, loading, error, isOpen, activeChatId, closeMessages, selectChat, reloadChats } =
    useMessagingContext();
  const isWide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  if (!user) return null;

  const activeChat = chats.find((chat) => chat.id === activeChatId) ?? null;
  const showList = isWide || !activeChat;
  const showConversation = activeChat !== null;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeMessages();
      }}
      title={t('messages')}
      size="xl"
      panelClassName="md:h-[80vh]"
      bodyClassName="flex min-h-0 flex-1"
    >
      {showList ? (
        <div
          className={
            isWide
              ? 'w-80 shrink-0 overflow-y-auto border-e border-slate-200 dark:border-slate-800'
              : 'min-h-0 flex-1 overflow-y-auto'
          }
        >
          {error && chats.length === 0 && !loading ? (
            <div className="p-4">
              <LoadError
                title={t('dialog.loadError')}
                message={sharedText(error)}
                onRetry={() => void reloadChats()}
              />
            </div>
          ) : (
            <ChatList
              chats={chats}
              viewerId={user.id}
              activeChatId={activeChatId}
              loading={loading}
              onSelect={selectChat}
            />
          )}
        </div>
      ) : null}
      {showConversation ? (
        <div className="min-h-0 min-w-0 flex-1">
          <Conversation
            key={activeChat.id}
            chat={activeChat}
            viewerId={user.id}
            {...slots}
            {...(isWide ? {} : { onBack: () => selectChat(null) })}
          />
        </div>
      ) : isWide ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-slate-600 dark:text-slate-400">
          <MessageCircle aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <p>{t('dialog.select')}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
