import { MessageCircle } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';

export const MESSAGES_SOON_TEXT = 'Messaging arrives soon';

/**
 * The browse screen's Messages button (part 1 section 2), a placeholder until messaging lands.
 * aria-disabled rather than disabled, so it can still be focused and its tooltip read.
 */
export function MessagesButton() {
  return (
    <>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby="messages-soon"
        title={MESSAGES_SOON_TEXT}
        onClick={(event) => event.preventDefault()}
        className={buttonVariants({
          variant: 'outline',
          className: 'cursor-not-allowed opacity-60 hover:bg-white dark:hover:bg-slate-900',
        })}
      >
        <MessageCircle aria-hidden="true" className="h-4 w-4" />
        Messages
      </button>
      <span id="messages-soon" className="sr-only">
        {MESSAGES_SOON_TEXT}
      </span>
    </>
  );
}
