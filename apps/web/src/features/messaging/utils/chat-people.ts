import type { Chat } from '@hostelhub/shared';

/**
 * The other person of a chat as `viewerId` sees it: the student sees the owner (their name,
 * and the hostel as context), the owner sees the student. `id` is null once they deleted their
 * account (decision 16).
 */
export function otherParty(chat: Chat, viewerId: string): { id: string | null; name: string } {
  return chat.student_id === viewerId
    ? { id: chat.owner_id, name: chat.owner.full_name }
    : { id: chat.student_id, name: chat.student.full_name };
}
