import {
  BookingSettingsSchema,
  CreateReservationSchema,
  CreateVisitSchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  ReservationActionSchema,
  ReservationSchema,
  ReservationsQuerySchema,
  successEnvelope,
  VisitActionSchema,
  VisitingWindowSchema,
  VisitSchema,
  VisitsQuerySchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { BookingsService } from './bookings.service.ts';

export interface BookingsRoutesOptions {
  service: BookingsService;
}

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * Visits and reservations (issue 27; docs/decisions/028): students ask, the hostel's owner
 * answers, either side cancels; every route needs a signed-in user (401 for guests). Requests
 * are the caller's own: another person's answers 404. Times are ISO date-times; visiting hours
 * and dates are Pakistan time (Asia/Karachi).
 */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAuth);

  app.put(
    '/enhanced-hostels/:id/booking-settings',
    {
      schema: {
        tags: ['bookings'],
        summary: "Set a hostel's visiting hours and deposit text",
        description:
          'Body: `visiting_hours` ([{ day: monday..sunday, from: HH:MM, to: HH:MM }], Pakistan ' +
          'time, at most 21; empty: no visits) and `deposit_text` (at most 500 characters, or ' +
          "null). They apply at once. The hostel's owner and admins; another owner 404.",
        params: IdParamsSchema,
        body: BookingSettingsSchema,
        response: {
          200: successEnvelope(
            z.object({
              visiting_hours: z.array(VisitingWindowSchema),
              deposit_text: z.string().nullable(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveSettings(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/visits',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Ask to visit a hostel at a time inside its visiting hours',
        description:
          'Students only (403 otherwise). Body: `hostel_id`, `starts_at` (ISO date-time, in the ' +
          "future, inside the hostel's visiting hours in Pakistan time, within 180 days) and an " +
          'optional `message`. 201 with the visit; the owner is told (in-app, email, SMS). 404 ' +
          'for a hostel that is not approved; 400 with a sentence for a time that does not fit; ' +
          '409 while a request of yours for the hostel waits.',
        body: CreateVisitSchema,
        response: { 201: successEnvelope(VisitSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.requestVisit(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/visits',
    {
      schema: {
        tags: ['bookings'],
        summary: "The caller's visits, as student or as owner, newest first",
        querystring: VisitsQuerySchema,
        response: { 200: successEnvelope(z.array(VisitSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listVisits(actorOf(request), request.query.status),
    }),
  );

  app.get(
    '/visits/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One visit: its student, its owner and admins',
        params: IdParamsSchema,
        response: { 200: successEnvelope(VisitSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getVisit(actorOf(request), request.params.id),
    }),
  );

  app.patch(
    '/visits/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Answer or cancel a visit',
        description:
          'Body: `action` and an optional `reason`. The owner may `accept`, `decline` or ' +
          '`propose` (with `starts_at`) a requested visit; the student may `accept` or ' +
          '`decline` a proposed time; either may `cancel` before the visit starts. The other ' +
          'side is told. 403 when the other side must act; 409 when the visit no longer allows ' +
          'it.',
        params: IdParamsSchema,
        body: VisitActionSchema,
        response: { 200: successEnvelope(VisitSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.actOnVisit(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/visits/:id/calendar.ics',
    {
      schema: {
        tags: ['bookings'],
        summary: 'An accepted visit as a calendar file (text/calendar)',
        params: IdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const calendar = await service.visitCalendar(actorOf(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="hostel-visit.ics"`)
        .send(calendar);
    },
  );

  app.post(
    '/reservations',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Ask to reserve a bed in a room from a move-in date',
        description:
          'Students only (403 otherwise). Body: `room_id`, `move_in` (YYYY-MM-DD, today or ' +
          'later in Pakistan time, within 180 days), `months` (1-12) and an optional `message`. ' +
          'Only rooms the owner opened for reservations that are available and have a free ' +
          'bed (409 with a sentence otherwise). 201 with the reservation; the owner is told. ' +
          'Payment happens at the hostel.',
        body: CreateReservationSchema,
        response: { 201: successEnvelope(ReservationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.requestReservation(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/reservations',
    {
      schema: {
        tags: ['bookings'],
        summary: "The caller's reservations, as student or as owner, newest first",
        querystring: ReservationsQuerySchema,
        response: { 200: successEnvelope(z.array(ReservationSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listReservations(actorOf(request), request.query.status),
    }),
  );

  app.get(
    '/reservations/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One reservation: its student, its owner and admins',
        params: IdParamsSchema,
        response: { 200: successEnvelope(ReservationSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getReservation(actorOf(request), request.params.id),
    }),
  );

  app.patch(
    '/reservations/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Answer, cancel or end a reservation',
        description:
          'Body: `action` and a `reason`. The owner may `accept` a requested reservation (a ' +
          'bed is taken in the same transaction; 409 when none is left) or `decline` it (a ' +
          'reason is required), and `check_out` the student of an accepted stay (the bed is ' +
          'freed); either side may `cancel` (an accepted one with a reason, freeing its bed).',
        params: IdParamsSchema,
        body: ReservationActionSchema,
        response: { 200: successEnvelope(ReservationSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.actOnReservation(actorOf(request), request.params.id, request.body),
    }),
  );
};
