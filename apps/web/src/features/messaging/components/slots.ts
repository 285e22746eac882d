import type { Message } from '@hostelhub/shared';
import type { ReactNode } from 'react';

/**
 * What app/ plugs into the chat dialog from other features (STYLE convention 2: features never
 * import each other).
 */
export interface MessagingSlots {
  /** The Report action beside a message from the other person (issue 26). */
  renderMessageReport?: ((message: Message) => ReactNode) | undefined;
  /** The Report action for the chat's other person, in the conversation's header (issue 26). */
  renderPersonReport?: ((person: { id: string; name: string }) => ReactNode) | undefined;
}
