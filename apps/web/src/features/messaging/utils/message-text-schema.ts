/**
 * The message text rule (shared MessageTextSchema: trimmed, 1 to MAX_MESSAGE_LENGTH
 * characters), in a module of its own so the messaging provider, which every page runs, can
 * load it, and zod, when the first message is sent (issue 11).
 */
export { MessageTextSchema } from '@hostelhub/shared';
