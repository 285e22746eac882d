/**
 * The people of the mixed-load benchmark (mixed.ts): guests, students, owners and the admin,
 * each acting like the web app does, and the chat helpers students and owners share.
 */
import { createHttpClient, thinkTime } from '../http-client.ts';
import { Browser, type Catalogue } from './browser.ts';
import { call, chance, dataOf, pick, type LoadRun, type Person } from './run.ts';

/**
 * A guest: the landing page (stats, cities), then the browse page and 3 to 8 browsing steps;
 * then a new visitor takes over, until the run ends.
 */
export async function guest(run: LoadRun, baseUrl: string, catalogue: Catalogue): Promise<void> {
  await run.arrive();
  while (run.running()) {
    const person: Person = { http: createHttpClient(baseUrl), run };
    try {
      // The landing page, then the browse page.
      await Promise.all([
        call(person, 'GET /api/stats', 'GET', '/api/stats'),
        call(person, 'GET /api/locations/cities', 'GET', '/api/locations/cities'),
      ]);
      await run.think();
      if (!run.running()) break;
      const browser = new Browser(person, catalogue);
      await browser.open();
      const pages = 3 + Math.floor(Math.random() * 6);
      for (let page = 0; page < pages && run.running(); page += 1) {
        await run.think();
        if (!run.running()) break;
        await browser.step();
      }
    } finally {
      person.http.close();
    }
    await run.think();
  }
}

/**
 * A signed-in student: browsing, their favourites (added and removed) and chatting with the
 * owners of the hostels they open or of the online owners' hostels, until the run ends.
 */
export async function student(
  person: Person & { id: string },
  catalogue: Catalogue,
): Promise<void> {
  const { run } = person;
  const favourites = new Set<string>();
  const chats = new Map<string, string>(); // hostel id -> chat id
  let sent = 0;
  const browser = new Browser(person, catalogue);
  await run.arrive();
  await Promise.all([
    browser.open(),
    call(person, 'GET /api/users/favorites', 'GET', '/api/users/favorites'),
    call(person, 'GET /api/notifications', 'GET', '/api/notifications'),
    call(person, 'GET /api/messaging/chats/:userId', 'GET', `/api/messaging/chats/${person.id}`),
  ]);
  let current: string | undefined;
  while (run.running()) {
    await run.think();
    if (!run.running()) break;
    const roll = Math.random();
    if (roll < 0.45 || !current) {
      const opened = await browser.step();
      if (opened) current = opened;
      else if (chance(0.3))
        await call(person, 'GET /api/users/favorites', 'GET', '/api/users/favorites');
    } else if (roll < 0.6) {
      if (favourites.has(current) && chance(0.5)) {
        const answer = await call(
          person,
          'DELETE /api/users/favorites/:hostelId',
          'DELETE',
          `/api/users/favorites/${current}`,
        );
        if (answer) favourites.delete(current);
      } else {
        const answer = await call(
          person,
          'POST /api/users/favorites/:hostelId',
          'POST',
          `/api/users/favorites/${current}`,
        );
        if (answer) favourites.add(current);
      }
    } else {
      // Contact: half the time the hostel just opened, else one of the online owners' hostels.
      const target = chance(0.5) ? current : pick(catalogue.ownerHostels).id;
      let chatId = chats.get(target);
      let ownerId: string | undefined;
      if (!chatId) {
        const chat = dataOf<{ id: string; owner_id: string }>(
          await call(
            person,
            'POST /api/messaging/chats/create-or-get',
            'POST',
            '/api/messaging/chats/create-or-get',
            {
              body: { student_id: person.id, hostel_id: target },
            },
          ),
        );
        if (!chat) continue;
        chatId = chat.id;
        ownerId = chat.owner_id;
        chats.set(target, chatId);
        await call(
          person,
          'GET /api/messaging/chats/:chatId/messages',
          'GET',
          `/api/messaging/chats/${chatId}/messages`,
        );
      }
      ownerId ??= await chatOwner(person, chatId);
      if (!ownerId) continue;
      await run.think();
      sent += 1;
      await sendMessage(
        person,
        chatId,
        ownerId,
        `Assalam o alaikum, is a room still free for next month? (${sent})`,
      );
      // Later: the chat list, and any replies read.
      const unread = (await myChats(person))?.find((chat) => chat.unread_count > 0);
      if (unread) await readChat(person, unread.id);
    }
    if (chance(0.05)) await call(person, 'GET /api/notifications', 'GET', '/api/notifications');
  }
}

/** The owner of a chat the student already has, from their chat list. */
async function chatOwner(
  person: Person & { id: string },
  chatId: string,
): Promise<string | undefined> {
  const list = await myChats(person);
  return list?.find((chat) => chat.id === chatId)?.owner_id ?? undefined;
}

/** A chat as the chat list sends it, with the fields the simulated people read. */
interface ChatSummary {
  id: string;
  owner_id: string | null;
  student_id: string | null;
  unread_count: number;
}

/** `person`'s chats, as the messages page lists them; undefined when the call failed. */
async function myChats(person: Person & { id: string }): Promise<ChatSummary[] | undefined> {
  return dataOf<ChatSummary[]>(
    await call(
      person,
      'GET /api/messaging/chats/:userId',
      'GET',
      `/api/messaging/chats/${person.id}`,
    ),
  );
}

/** Opens chat `chatId` as `person` and marks what they received in it read (the chat page). */
async function readChat(person: Person & { id: string }, chatId: string): Promise<void> {
  await call(
    person,
    'GET /api/messaging/chats/:chatId/messages',
    'GET',
    `/api/messaging/chats/${chatId}/messages`,
  );
  await call(
    person,
    'PATCH /api/messaging/messages/mark-read',
    'PATCH',
    '/api/messaging/messages/mark-read',
    {
      body: { chat_id: chatId, user_id: person.id },
    },
  );
}

/** Sends `text` from `person` to `receiverId` in chat `chatId`. */
async function sendMessage(
  person: Person & { id: string },
  chatId: string,
  receiverId: string,
  text: string,
): Promise<void> {
  await call(person, 'POST /api/messaging/messages/send', 'POST', '/api/messaging/messages/send', {
    body: { chat_id: chatId, sender_id: person.id, receiver_id: receiverId, text },
  });
}

/**
 * A signed-in owner: their hostels, a hostel's rooms and a change to one room, or their chats
 * and an answer to a student's unread message, until the run ends.
 */
export async function owner(person: Person & { id: string }): Promise<void> {
  const { run } = person;
  await run.arrive();
  await Promise.all([
    call(person, 'GET /api/notifications', 'GET', '/api/notifications'),
    call(person, 'GET /api/messaging/chats/:userId', 'GET', `/api/messaging/chats/${person.id}`),
  ]);
  while (run.running()) {
    await run.think();
    if (!run.running()) break;
    if (chance(0.5)) {
      // The rooms page: their hostels, one hostel's rooms, then a change to one room.
      const mine = dataOf<{ id: string; status: string }[]>(
        await call(
          person,
          'GET /api/enhanced-hostels/owner/my-hostels',
          'GET',
          '/api/enhanced-hostels/owner/my-hostels',
        ),
      );
      const approved = mine?.filter((hostel) => hostel.status === 'approved') ?? [];
      if (approved.length === 0) continue;
      const hostel = pick(approved);
      const rooms = dataOf<{ id: string; price_per_month: number; max_occupancy: number }[]>(
        await call(person, 'GET /api/rooms?hostel_id=', 'GET', `/api/rooms?hostel_id=${hostel.id}`),
      );
      if (!rooms || rooms.length === 0) continue;
      await run.think();
      const room = pick(rooms);
      await call(person, 'PUT /api/rooms/:id', 'PUT', `/api/rooms/${room.id}`, {
        body: {
          price_per_month: Math.max(2_000, room.price_per_month + pick([-500, 500, 1_000])),
          current_occupancy: Math.floor(Math.random() * (room.max_occupancy + 1)),
        },
      });
    } else {
      const chats = await myChats(person);
      const unread = chats?.find((chat) => chat.unread_count > 0 && chat.student_id);
      if (!unread?.student_id) continue;
      await readChat(person, unread.id);
      await run.think();
      await sendMessage(
        person,
        unread.id,
        unread.student_id,
        'Walaikum assalam! Yes, a double room is free from the 1st. Come and see it.',
      );
    }
  }
}

/** The admin: overview, the pending hostels, then open and approve one, until the run ends. */
export async function admin(person: Person & { id: string }): Promise<void> {
  const { run } = person;
  await run.arrive();
  while (run.running()) {
    const [, pending] = await Promise.all([
      call(person, 'GET /api/admin/overview', 'GET', '/api/admin/overview'),
      call(
        person,
        'GET /api/admin/hostels?status=pending',
        'GET',
        '/api/admin/hostels?status=pending&page=1&limit=24',
      ),
    ]);
    const hostelsPage = dataOf<{ hostels: { id: string }[] }>(pending);
    await run.pause(thinkTime(run.thinkMs) * 2);
    if (!run.running()) break;
    const next = hostelsPage?.hostels[0];
    if (next) {
      await call(
        person,
        'GET /api/enhanced-hostels/:id',
        'GET',
        `/api/enhanced-hostels/${next.id}`,
      );
      await run.think();
      await call(
        person,
        'PATCH /api/admin/hostels/:id/status',
        'PATCH',
        `/api/admin/hostels/${next.id}/status`,
        {
          body: { status: 'approved' },
        },
      );
    }
    await run.think();
  }
}
