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

/**
 * The other person's name as shown: their own name as typed, or, once they deleted their
 * account, the shared 'Deleted user' text in the page's language (`sharedText` from
 * useSharedText).
 */
export function otherPartyName(
  person: { id: string | null; name: string },
  sharedText: (text: string) => string,
): string {
  return person.id === null ? sharedText(person.name) : person.name;
}
