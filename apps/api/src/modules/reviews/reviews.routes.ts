import {
  CreateReviewSchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  ReviewHelpfulStateSchema,
  ReviewReplySchema,
  ReviewSchema,
  ReviewsPageSchema,
  ReviewsQuerySchema,
  successEnvelope,
  UpdateReviewSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { ReviewsService } from './reviews.service.ts';

export interface ReviewsRoutesOptions {
  service: ReviewsService;
}

/**
 * Reviews and ratings (issue 26): a hostel's reviews with their aggregate (public), a
 * student's review after a verified contact, its author's edit and delete, the hostel owner's
 * reply and readers' helpful marks. Ratings are whole stars from 1 to 5; texts count
 * characters; times are ISO 8601. Refusals: 400 VALIDATION_ERROR with each field's message in
 * `details`, 401 for guests on signed-in routes, 403 with a sentence saying why, 404 for a
 * hostel or review the caller may not see or change, 409 for a second review.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (
  app,
  { service },
) => {
  const tags = ['reviews'];
  const reviewResponse = {
    200: successEnvelope(ReviewSchema),
    400: ErrorEnvelopeSchema,
    401: ErrorEnvelopeSchema,
    403: ErrorEnvelopeSchema,
    404: ErrorEnvelopeSchema,
  };

  app.get(
    '/enhanced-hostels/:id/reviews',
    {
      schema: {
        tags,
        summary: "An approved hostel's reviews, paginated, with its rating aggregate",
        description:
          '`sort`: newest (default) or helpful (most marked helpful first); `page` from 1, ' +
          '`limit` 1-50 (default 10). `aggregate`: `rating_average` (one decimal, null ' +
          'without reviews), `rating_count` and `distribution` (reviews per number of stars). ' +
          'Hidden reviews never show or count. A signed-in caller also gets `marked_helpful` ' +
          'and `is_own` on each review. 404 HOSTEL_NOT_FOUND unless the hostel is approved.',
        params: IdParamsSchema,
        querystring: ReviewsQuerySchema,
        response: {
          200: successEnvelope(ReviewsPageSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const data = await service.list(request.actor, request.params.id, request.query);
      return { success: true as const, data };
    },
  );

  app.post(
    '/enhanced-hostels/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Review an approved hostel (students with a verified contact, once)',
        description:
          'Body: `rating` (1-5 whole stars), `comment` (20-2,000 characters), optional ' +
          '`ratings` {cleanliness, food, safety, value, location}, each 1-5. A verified ' +
          'contact is a chat about the hostel in which its owner replied. 201 with the ' +
          'review; 401 for guests; 403 for owners and admins, and for a student without a ' +
          'verified contact; 404 HOSTEL_NOT_FOUND; 409 CONFLICT for a second review.',
        params: IdParamsSchema,
        body: CreateReviewSchema,
        response: {
          201: successEnvelope(ReviewSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Edit your review: its rating, text and category ratings are replaced',
        description: 'The same body as a new review. 404 NOT_FOUND unless you wrote the review.',
        params: IdParamsSchema,
        body: UpdateReviewSchema,
        response: reviewResponse,
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await service.update(actorOf(request), request.params.id, request.body);
      return { success: true as const, data };
    },
  );

  app.delete(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Delete your review',
        description: '404 NOT_FOUND unless you wrote the review.',
        params: IdParamsSchema,
        response: {
          ...reviewResponse,
          200: successEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })),
        },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { success: true as const, data: { id: request.params.id, deleted: true as const } };
    },
  );

  app.put(
    '/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: "Reply to a review of your hostel (creates or edits the review's one reply)",
        description:
          'Body: `reply` (1-2,000 characters). 403 for anyone but an owner; 404 NOT_FOUND ' +
          "for a review of another owner's hostel or a hidden one.",
        params: IdParamsSchema,
        body: ReviewReplySchema,
        response: reviewResponse,
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await service.reply(actorOf(request), request.params.id, request.body);
      return { success: true as const, data };
    },
  );

  app.post(
    '/reviews/:id/helpful',
    {
      schema: {
        tags,
        summary: 'Mark a review helpful (once; marking again answers the same count)',
        description:
          "403 for the review's author; 404 NOT_FOUND for a hidden review or one of a " +
          'hostel that is not approved.',
        params: IdParamsSchema,
        response: { ...reviewResponse, 200: successEnvelope(ReviewHelpfulStateSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await service.markHelpful(actorOf(request), request.params.id);
      return { success: true as const, data };
    },
  );
};
