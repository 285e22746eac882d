import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';

/** A booking's Open chat (issue 27), shown when it has a chat and the page can open one. */
export function OpenChatButton({
  chatId,
  openChat,
}: {
  chatId: string | null | undefined;
  openChat: ((chatId: string) => void) | undefined;
}) {
  const t = useT(bookingsText);
  if (!openChat || !chatId) return null;
  return (
    <Button size="sm" variant="ghost" onClick={() => openChat(chatId)}>
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {t('action.openChat')}
    </Button>
  );
}
