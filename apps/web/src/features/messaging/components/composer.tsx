import { MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES } from '@hostelhub/shared';
import clsx from 'clsx';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useSharedText, useT } from '../../../lib/i18n';
import { SendTimeoutError } from '../api/send-message';
import { useMessagingContext } from '../context/messaging-provider';
import { messagingText } from '../i18n';

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Text is trimmed and empty text
 * ignored; while one send is out no second one starts; the draft comes back when a send fails
 * or is abandoned after 15 s, with the spec's message.
 */
export function Composer({
  chatId,
  receiverId,
  disabledReason,
}: {
  chatId: string;
  receiverId: string | null;
  disabledReason?: string;
}) {
  const { sendMessage } = useMessagingContext();
  const t = useT(messagingText);
  const sharedText = useSharedText();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sendingRef = useRef(false);
  const inputId = useId();

  const submit = async () => {
    const text = draft.trim();
    if (!text || sendingRef.current || !receiverId) return;
    sendingRef.current = true;
    setSending(true);
    setError(null);
    setDraft('');
    try {
      await sendMessage(chatId, receiverId, text);
    } catch (failure) {
      setDraft((current) => (current ? `${text}\n${current}` : text));
      setError(
        failure instanceof SendTimeoutError
          ? MESSAGING_MESSAGES.sendTimedOut
          : MESSAGING_MESSAGES.sendFailedRetry,
      );
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  if (disabledReason) {
    return (
      <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {disabledReason}
      </p>
    );
  }

  const remaining = MAX_MESSAGE_LENGTH - draft.length;
  return (
    <form
      onSubmit={onSubmit}
      className="space-y-2 border-t border-slate-200 p-3 dark:border-slate-800"
    >
      {error ? (
        <Alert tone="error" className="py-2">
          {sharedText(error)}
        </Alert>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('composer.label')}
        </label>
        {/* Grows with its text from one line up to 8rem, then scrolls. */}
        <textarea
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('composer.placeholder')}
          className={clsx(
            controlClasses,
            'max-h-32 min-h-10 flex-1 resize-none py-2 [field-sizing:content]',
          )}
        />
        <Button
          type="submit"
          size="icon"
          disabled={sending || !draft.trim()}
          aria-label={t('composer.send')}
        >
          {sending ? (
            <Spinner className="h-4 w-4" />
          ) : (
            <Send aria-hidden="true" className="h-4 w-4" />
          )}
        </Button>
      </div>
      {remaining < 200 ? (
        <p className="text-end text-xs text-slate-500 dark:text-slate-400">
          {t('composer.remaining', { count: remaining })}
        </p>
      ) : null}
    </form>
  );
}
