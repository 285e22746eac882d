import {
  ChatParamsSchema,
  ChatSchema,
  ChatsParamsSchema,
  CreateChatSchema,
  ErrorEnvelopeSchema,
  MarkReadResultSchema,
  MarkReadSchema,
  MessageSchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  MESSAGING_MESSAGES,
  SendMessageSchema,
  successEnvelope,
} from '@hostelhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { extraRateLimit } from '../../plugins/rate-limit.ts';
import type { MessagingService } from './messaging.service.ts';

export interface MessagingRoutesOptions {
  service: MessagingService;
}

const failures = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** Sends per user per minute: a fast typist, not a script. */
const SENDS_PER_MINUTE = 120;

/**
 * Messaging (spec part 1 section 7 'Messaging'; DESIGN.md prefix rule: served under
 * /api/messaging). Every route needs a signed-in user (401); the chat rules are in
 * messaging.service.ts. Live events for these writes go out over /api/ws.
 */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRoutesOptions> = async (
  app,
  { service },
) => {
  const sendLimit = extraRateLimit(
    app,
    {
      max: SENDS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `messages:${request.actor?.id ?? request.ip}`,
    },
    MESSAGING_MESSAGES.sendingTooFast,
  );

  app.get(
    '/messaging/chats/:userId',
    {
      schema: {
        tags: ['messaging'],
        summary:
          "The caller's chats (userId must be the caller), latest activity first, with unread counts",
        params: ChatsParamsSchema,
        response: { 200: successEnvelope(z.array(ChatSchema)), ...failures },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.listChats(actorOf(request), request.params.userId),
    }),
  );

  app.get(
    '/messaging/chats/:chatId/messages',
    {
      schema: {
        tags: ['messaging'],
        summary: "A page of a chat's messages, oldest first (participants only)",
        description:
          'Without a cursor: the newest `limit` (default 50). `before=<messageId>`: the page ' +
          'older than it. `after=<messageId>` or `since=<ISO time>`: what came after, for a ' +
          'client catching up after a reconnect.',
        params: ChatParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: MessagesPageSchema, ...failures },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const page = await service.listMessages(
        actorOf(request),
        request.params.chatId,
        request.query,
      );
      return { success: true as const, data: page.messages, has_more: page.hasMore };
    },
  );

  app.post(
    '/messaging/chats/create-or-get',
    {
      schema: {
        tags: ['messaging'],
        summary: "A student's chat with an approved hostel's owner, created on first contact",
        body: CreateChatSchema,
        response: { 200: successEnvelope(ChatSchema), ...failures },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.createOrGetChat(actorOf(request), request.body),
    }),
  );

  app.post(
    '/messaging/messages/send',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Send a message (1 to 2,000 characters after trimming) to the other participant',
        body: SendMessageSchema,
        response: { 200: successEnvelope(MessageSchema), ...failures, 409: ErrorEnvelopeSchema },
      },
      preHandler: [app.requireAuth, sendLimit],
    },
    async (request) => ({
      success: true as const,
      data: await service.sendMessage(actorOf(request), request.body),
    }),
  );

  app.patch(
    '/messaging/messages/mark-read',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Mark the messages addressed to the caller in a chat as read',
        body: MarkReadSchema,
        response: { 200: successEnvelope(MarkReadResultSchema), ...failures },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.markRead(actorOf(request), request.body),
    }),
  );
};
