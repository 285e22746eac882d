import type { LiveEvent, Message } from '@hostelhub/shared';
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import {
  callJson,
  createTestContext,
  createTestSettings,
  type TestContext,
} from '../../../test/helpers.ts';
import { connectLive, liveUrl, type LiveClient } from '../../../test/live-client.ts';
import {
  createChatPair,
  markRead,
  openChat,
  sendMessage,
  type ChatPair,
} from '../../../test/factories/messaging.ts';

/**
 * WebSocket /api/ws (part 1 section 7 'Live subscriptions'; DESIGN.md realtime): events reach
 * the chat's participants and nobody else, across API instances sharing one database, and a
 * client that was away catches up through the messages route.
 */

let context: TestContext;
let base: string;
const clients: LiveClient[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

async function connect(authorization?: string, url = liveUrl(base)): Promise<LiveClient> {
  const client = await connectLive(url, authorization);
  clients.push(client);
  return client;
}

const isMessage = (text: string) => (event: LiveEvent) =>
  event.type === 'message.created' && event.message.text === text;

beforeAll(async () => {
  context = await createTestContext();
  base = await listen(context.app);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await context?.close();
});

describe('authentication', () => {
  it('should close with 4401 when the token is refused', async () => {
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await client.closed).toBe(4401);
  });

  it('should close with 4400 on a message it cannot read', async () => {
    const client = await connect();
    client.socket.send('hello?');
    expect(await client.closed).toBe(4400);
  });

  it('should answer ping with pong once signed in', async () => {
    const pair = await createChatPair(context.database.db, context.settings.jwtSecret);
    const client = await connect(pair.student.auth);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await client.waitFor((event) => event.type === 'pong');
  });
});

describe('delivery', () => {
  let pair: ChatPair;
  let chatId: string;

  beforeAll(async () => {
    pair = await createChatPair(context.database.db, context.settings.jwtSecret);
    chatId = await openChat(context.app, pair);
  });

  it('should bring a new message to its receiver, and nothing of it to a third user', async () => {
    const bystanders = await createChatPair(context.database.db, context.settings.jwtSecret);
    const bystanderChat = await openChat(context.app, bystanders);
    const owner = await connect(pair.owner.auth);
    const bystander = await connect(bystanders.owner.auth);

    const sent = await sendMessage(
      context.app,
      chatId,
      pair.student,
      pair.owner,
      'Is a room free?',
    );
    expect(sent.status).toBe(200);
    const event = await owner.waitFor(isMessage('Is a room free?'));
    expect(event).toEqual({ type: 'message.created', message: sent.body.data as Message });
    await owner.waitFor((item) => item.type === 'chat.updated' && item.chat_id === chatId);

    // Notifications arrive in commit order: once the bystander's own message is here, any
    // event of the other chat would have come first.
    await sendMessage(context.app, bystanderChat, bystanders.student, bystanders.owner, 'mine');
    await bystander.waitFor(isMessage('mine'));
    const leaked = bystander.events.filter(
      (item) =>
        (item.type === 'message.created' && item.message.chat_id === chatId) ||
        (item.type === 'chat.updated' && item.chat_id === chatId),
    );
    expect(leaked).toEqual([]);
  });

  it('should tell the sender once the receiver has read, for the double tick', async () => {
    const student = await connect(pair.student.auth);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Read me');
    const marked = await markRead(context.app, chatId, pair.owner);
    expect(marked.status).toBe(200);
    const event = await student.waitFor(
      (item) => item.type === 'messages.read' && item.chat_id === chatId,
    );
    expect(event).toMatchObject({ reader_id: pair.owner.id });
  });

  it('should carry a message too long for one notification', async () => {
    const owner = await connect(pair.owner.auth);
    const text = 'ش'.repeat(2000);
    expect((await sendMessage(context.app, chatId, pair.student, pair.owner, text)).status).toBe(
      200,
    );
    const event = await owner.waitFor(isMessage(text));
    expect(event.type === 'message.created' && event.message.text.length).toBe(2000);
  });

  it('should let a client that was away catch up on what it missed', async () => {
    const owner = await connect(pair.owner.auth);
    const { body } = await sendMessage(context.app, chatId, pair.student, pair.owner, 'before');
    const lastSeen = (await owner.waitFor(isMessage('before'))) as { message: Message };
    expect(lastSeen.message.id).toBe((body.data as Message).id);
    await owner.close();

    await sendMessage(context.app, chatId, pair.student, pair.owner, 'while away 1');
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'while away 2');

    const back = await connect(pair.owner.auth);
    const missed = await callJson(
      context.app,
      'GET',
      `/api/messaging/chats/${chatId}/messages?after=${lastSeen.message.id}`,
      pair.owner.auth,
    );
    expect((missed.body.data as Message[]).map((message) => message.text)).toEqual([
      'while away 1',
      'while away 2',
    ]);
    // And from here on the new socket gets events live again.
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'welcome back');
    await back.waitFor(isMessage('welcome back'));
  });
});

describe('two API instances on one database', () => {
  let second: { app: FastifyInstance; database: Database; dataDir: string; base: string };

  beforeAll(async () => {
    // On a PostgreSQL server the second instance gets its own pool and listener, as a second
    // process would; PGlite is one process's database, so both apps share it there.
    const { url } = context.database;
    const database = url
      ? await openDatabase({ url })
      : { ...context.database, close: () => Promise.resolve() };
    const settings = createTestSettings({ JWT_SECRET: context.settings.jwtSecret });
    const app = await buildApp({ settings, database, logger: false });
    second = { app, database, dataDir: settings.dataDir, base: await listen(app) };
  });

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    if (second) rmSync(second.dataDir, { recursive: true, force: true });
  });

  it('should deliver a message sent through one instance to a client of the other', async () => {
    const pair = await createChatPair(context.database.db, context.settings.jwtSecret);
    const chatId = await openChat(context.app, pair);
    const ownerOnSecond = await connect(pair.owner.auth, liveUrl(second.base));
    const studentOnFirst = await connect(pair.student.auth);

    await sendMessage(context.app, chatId, pair.student, pair.owner, 'from instance one');
    await ownerOnSecond.waitFor(isMessage('from instance one'));

    await sendMessage(second.app, chatId, pair.owner, pair.student, 'from instance two');
    await studentOnFirst.waitFor(isMessage('from instance two'));

    // Each client got each message once.
    const texts = ownerOnSecond.events.flatMap((event) =>
      event.type === 'message.created' ? [event.message.text] : [],
    );
    expect(texts.filter((text) => text === 'from instance one')).toHaveLength(1);
  });
});
