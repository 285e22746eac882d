import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { callJson } from '../helpers.ts';
import { createHostel, createUser } from './hostels.ts';
import { signIn } from './sessions.ts';

/** A signed-in user: their id and `authorization` header value. */
export interface SignedInUser {
  id: string;
  auth: string;
}

/** A student, an approved owner and the owner's approved hostel, all signed in. */
export interface ChatPair {
  student: SignedInUser;
  owner: SignedInUser;
  hostelId: string;
}

/** Creates a student and an approved owner with an approved hostel named `hostelName`. */
export async function createChatPair(
  db: Db,
  jwtSecret: string,
  hostelName = 'Chat Hostel',
): Promise<ChatPair> {
  const ownerRow = await createUser(db);
  const studentRow = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  const hostel = await createHostel(db, { ownerId: ownerRow.id, name: hostelName });
  return {
    student: { id: studentRow.id, auth: await signIn(db, jwtSecret, studentRow) },
    owner: { id: ownerRow.id, auth: await signIn(db, jwtSecret, ownerRow) },
    hostelId: hostel.id,
  };
}

/** The pair's chat through POST /api/messaging/chats/create-or-get; returns its id. */
export async function openChat(app: FastifyInstance, pair: ChatPair): Promise<string> {
  const { status, body } = await callJson(
    app,
    'POST',
    '/api/messaging/chats/create-or-get',
    pair.student.auth,
    { student_id: pair.student.id, hostel_id: pair.hostelId },
  );
  if (status !== 200) throw new Error(`create-or-get answered ${status}: ${body.error}`);
  return (body.data as { id: string }).id;
}

/** Sends `text` from `from` to `to` in the chat; returns the status and the envelope. */
export function sendMessage(
  app: FastifyInstance,
  chatId: string,
  from: SignedInUser,
  to: SignedInUser,
  text: string,
) {
  return callJson(app, 'POST', '/api/messaging/messages/send', from.auth, {
    chat_id: chatId,
    sender_id: from.id,
    receiver_id: to.id,
    text,
  });
}

/** Marks what `reader` received in the chat read (PATCH /api/messaging/messages/mark-read). */
export function markRead(app: FastifyInstance, chatId: string, reader: SignedInUser) {
  return callJson(app, 'PATCH', '/api/messaging/messages/mark-read', reader.auth, {
    chat_id: chatId,
    user_id: reader.id,
  });
}
