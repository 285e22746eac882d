import { useCallback, useEffect, useRef, useState } from 'react';

export interface ChatDialogState {
  isOpen: boolean;
  /** The chat shown; null: the list. */
  activeChatId: string | null;
  openMessages: (chatId?: string | null) => void;
  closeMessages: () => void;
  selectChat: (chatId: string | null) => void;
}

/** The chat dialog: whether it is open and which chat it shows; closed when the user changes. */
export function useChatDialog(userId: string | null): ChatDialogState {
  const [isOpen, setIsOpen] = useState(false);
  const [activeChatId, setActiveChatId] = useState<string | null>(null);

  // A different user (or none): the previous one's chat does not stay open.
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    setIsOpen(false);
    setActiveChatId(null);
  }, [userId]);

  const openMessages = useCallback((chatId?: string | null) => {
    setIsOpen(true);
    if (chatId !== undefined) setActiveChatId(chatId);
  }, []);
  const closeMessages = useCallback(() => setIsOpen(false), []);

  return { isOpen, activeChatId, openMessages, closeMessages, selectChat: setActiveChatId };
}
