/**
 * What makes demo hostels earn the badges of issue 26 beyond their reviews: an administrator
 * saw every photo of each approved hostel when approving it (`checked_at`), and a few owners
 * answer recent chats quickly ("Replies fast").
 */
import { randomUUID } from 'node:crypto';
import { DAY_MS, type DemoContext } from './context.ts';
import type { DemoOwner, DemoStudent } from './people.ts';
import { DEMO_OWNER, DEMO_STUDENT_EMAIL, QUICK_REPLY_PLAN } from './plan.ts';
import { chatTexts } from './review-texts.ts';

const MINUTE_MS = 60 * 1000;

/**
 * Marks the photos (the hostel's and its rooms') of every approved hostel as seen by an
 * administrator at its approval, taken as the hostel's last update. Pending and rejected
 * hostels' photos stay unchecked. Draws nothing.
 */
export function markApprovedPhotosChecked(context: DemoContext): void {
  const { data } = context;
  const approvedAt = new Map<string, Date>();
  for (const hostel of data.hostels) {
    if (hostel.id && hostel.status === 'approved') {
      approvedAt.set(hostel.id, hostel.updatedAt ?? hostel.createdAt ?? new Date(context.now));
    }
  }
  for (const image of data.hostelImages) {
    image.checkedAt = approvedAt.get(image.hostelId) ?? null;
  }
  const roomHostel = new Map(data.rooms.map((room) => [room.id, room.hostelId]));
  for (const image of data.roomImages) {
    image.checkedAt = approvedAt.get(roomHostel.get(image.roomId) ?? '') ?? null;
  }
}

/**
 * Chats of QUICK_REPLY_PLAN: for each of its owners, students of the hostel's gender who had
 * signed up by then (never the demo student, nor one who already wrote about that hostel)
 * ask about one of the owner's approved hostels, and the owner answers, mostly within
 * minutes. Built like the chats before reviews (reviews.ts): every message read before the
 * next, the chat's latest message on the chat.
 */
export function addQuickReplies(
  context: DemoContext,
  owners: ReadonlyMap<string, DemoOwner>,
  students: readonly DemoStudent[],
): void {
  const { random, now, data } = context;
  const taken = new Set(data.chats.map((chat) => `${chat.studentId}:${chat.hostelId}`));
  const askers = students.filter((student) => student.email !== DEMO_STUDENT_EMAIL);

  for (const email of QUICK_REPLY_PLAN.owners) {
    const owner = owners.get(email);
    if (!owner || email === DEMO_OWNER.email) continue;
    const hostels = data.hostels.filter(
      (hostel) => hostel.ownerId === owner.id && hostel.status === 'approved',
    );
    if (hostels.length === 0) continue;
    const slowIndex = random.int(0, QUICK_REPLY_PLAN.chatsPerOwner - 1);

    for (let index = 0; index < QUICK_REPLY_PLAN.chatsPerOwner; index += 1) {
      const hostel = random.pick(hostels);
      const hostelId = hostel.id;
      if (!hostelId) continue;
      const chatStart = now - (1 + random.next() * (QUICK_REPLY_PLAN.withinDays - 1)) * DAY_MS;
      const candidates = askers.filter(
        (student) =>
          student.gender === hostel.genderCategory &&
          student.createdAt.getTime() < chatStart - DAY_MS &&
          !taken.has(`${student.id}:${hostelId}`),
      );
      if (candidates.length === 0) continue;
      const student = random.pick(candidates);
      taken.add(`${student.id}:${hostelId}`);

      const [low, high] =
        index === slowIndex ? QUICK_REPLY_PLAN.slowMinutes : QUICK_REPLY_PLAN.fastMinutes;
      let sentAt = chatStart;
      const sent = chatTexts(random, hostel.priceMin ?? 0).map((message, position) => {
        if (position === 1) sentAt += random.int(low, high) * MINUTE_MS;
        else if (position > 1) sentAt += random.int(5, 90) * MINUTE_MS;
        return { ...message, at: sentAt };
      });
      const chatId = randomUUID();
      sent.forEach((message, position) => {
        const fromStudent = message.from === 'student';
        // Each message was read before the next one came (the last within an hour).
        const readAt = (sent[position + 1]?.at ?? message.at + random.int(2, 60) * MINUTE_MS) - 1;
        data.messages.push({
          chatId,
          senderId: fromStudent ? student.id : owner.id,
          receiverId: fromStudent ? owner.id : student.id,
          text: message.text,
          readAt: new Date(Math.min(readAt, now)),
          createdAt: new Date(message.at),
          updatedAt: new Date(message.at),
        });
      });
      const last = sent[sent.length - 1];
      data.chats.push({
        id: chatId,
        studentId: student.id,
        ownerId: owner.id,
        hostelId,
        hostelName: hostel.name,
        lastMessage: last?.text ?? null,
        lastMessageAt: last ? new Date(last.at) : null,
        createdAt: new Date(chatStart),
        updatedAt: new Date(last?.at ?? chatStart),
      });
    }
  }
}
