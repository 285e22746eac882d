import {
  CreateResidentSchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  karachiToday,
  MoveOutMoneySchema,
  MoveOutPreviewQuerySchema,
  MoveOutPreviewSchema,
  MoveOutWithDuesSchema,
  MoveResidentSchema,
  RegisterHostelSchema,
  ResidentDetailSchema,
  ResidentNoticeSchema,
  ResidentSchema,
  ResidentsQuerySchema,
  RevealedCnicSchema,
  RoomBedsSchema,
  StaySchema,
  successEnvelope,
  UpdateBedSchema,
  UpdateResidentSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { RegisterService } from './register.service.ts';
import type { ResidentsService } from './residents.service.ts';

export interface RegisterRoutesOptions {
  register: RegisterService;
  residents: ResidentsService;
}

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

const WHO =
  " The hostel's owner and its staff (managers, wardens); administrators 403 (residents' " +
  'privacy); anyone else 404.';

/**
 * The owner's register (issue 44; spec decisions 24 to 26; docs/decisions/038): beds,
 * residents, move-in, notice and move-out. Every route needs a signed-in user. Dates are
 * `YYYY-MM-DD` Pakistan dates; amounts whole rupees.
 */
export const registerRoutes: FastifyPluginAsyncZod<RegisterRoutesOptions> = async (
  app,
  { register, residents },
) => {
  app.addHook('onRequest', app.requireAuth);
  const ok = <T>(data: T) => ({ success: true as const, data });
  const tags = ['register'];

  app.get(
    '/enhanced-hostels/:id/beds',
    {
      schema: {
        tags,
        summary: "Every room's beds: free, occupied, reserved, on notice or marked taken",
        description: `Reserved beds are accepted reservations not yet moved in, on the lowest free labels.${WHO}`,
        params: IdParamsSchema,
        response: { 200: successEnvelope(z.array(RoomBedsSchema)), ...errors },
      },
    },
    async (request) => ok(await register.bedMap(actorOf(request), request.params.id)),
  );

  app.patch(
    '/beds/:id',
    {
      schema: {
        tags,
        summary: 'Rename a bed (owner) or mark it taken without a resident record',
        description: `Body: \`label\` (1-12 characters, unique in the room; owner only) and/or \`marked_taken\`. Answers the hostel's bed map. 409 when the label is used or no bed is free.${WHO}`,
        params: IdParamsSchema,
        body: UpdateBedSchema,
        response: { 200: successEnvelope(z.array(RoomBedsSchema)), ...errors },
      },
    },
    async (request) =>
      ok(await register.updateBed(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/enhanced-hostels/:id/residents',
    {
      schema: {
        tags,
        summary: "The hostel's residents, searched by name, phone or exact CNIC",
        description: `Query: \`q\`, \`status\` (current, notice, moved_out, all). Newest move-in first; answers carry \`cnic_masked\`, never the CNIC.${WHO}`,
        params: IdParamsSchema,
        querystring: ResidentsQuerySchema,
        response: { 200: successEnvelope(z.array(ResidentSchema)), ...errors },
      },
    },
    async (request) =>
      ok(await residents.listResidents(actorOf(request), request.params.id, request.query)),
  );

  app.get(
    '/enhanced-hostels/:id/residents.csv',
    {
      schema: {
        tags,
        summary: "The hostel's residents as CSV (UTF-8 with BOM, for Excel)",
        description: `Query as the list. CNICs masked; cells beginning with = + - @ escaped.${WHO}`,
        params: IdParamsSchema,
        querystring: ResidentsQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await residents.exportCsv(actorOf(request), request.params.id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="residents-${karachiToday(new Date())}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/enhanced-hostels/:id/residents',
    {
      schema: {
        tags,
        summary: 'Add a resident: a walk-in, or the student of an accepted reservation',
        description:
          'Body: the record (`full_name`, `phone`, `room_id`, `move_in_date` required for a ' +
          'walk-in), or `reservation_id` (its student, room and move-in fill in what is not ' +
          "given; it becomes `moved_in`). `bed_id` omitted: the room's first free bed. 201 with " +
          `the resident; 409 with a sentence when no bed is free or the CNIC is a resident's.${WHO}`,
        params: IdParamsSchema,
        body: CreateResidentSchema,
        response: { 201: successEnvelope(ResidentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await residents.addResident(actorOf(request), request.params.id, request.body);
      return reply.status(201).send(ok(data));
    },
  );

  app.get(
    '/residents/:id',
    {
      schema: {
        tags,
        summary: 'One resident with the history of their stay',
        description: `The history names the fields changed and who changed them, never values.${WHO}`,
        params: IdParamsSchema,
        response: { 200: successEnvelope(ResidentDetailSchema), ...errors },
      },
    },
    async (request) => ok(await residents.getResident(actorOf(request), request.params.id)),
  );

  app.patch(
    '/residents/:id',
    {
      schema: {
        tags,
        summary: "Change a resident's record",
        description: `Any record fields; the bed changes through move. \`reminders_off\` turns the resident's due reminders off (issue 45 item 4).${WHO}`,
        params: IdParamsSchema,
        body: UpdateResidentSchema,
        response: { 200: successEnvelope(ResidentSchema), ...errors },
      },
    },
    async (request) =>
      ok(await residents.updateResident(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/residents/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a resident to another bed of the hostel',
        description: `Body: \`bed_id\`. 409 with a sentence when it was just taken or its room is full.${WHO}`,
        params: IdParamsSchema,
        body: MoveResidentSchema,
        response: { 200: successEnvelope(ResidentSchema), ...errors },
      },
    },
    async (request) =>
      ok(await residents.moveResident(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/residents/:id/notice',
    {
      schema: {
        tags,
        summary: 'Record that a resident leaves on a date (today or later)',
        description: `Body: \`leaving_date\`. The bed shows "free from" it and is freed that day.${WHO}`,
        params: IdParamsSchema,
        body: ResidentNoticeSchema,
        response: { 200: successEnvelope(ResidentSchema), ...errors },
      },
    },
    async (request) =>
      ok(await residents.giveNotice(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/residents/:id/notice',
    {
      schema: {
        tags,
        summary: "Withdraw a resident's notice",
        description: `409 when there is none, or their bed was already freed.${WHO}`,
        params: IdParamsSchema,
        response: { 200: successEnvelope(ResidentSchema), ...errors },
      },
    },
    async (request) => ok(await residents.withdrawNotice(actorOf(request), request.params.id)),
  );

  app.get(
    '/residents/:id/move-out-preview',
    {
      schema: {
        tags,
        summary: 'What moving a resident out on a day would settle and return',
        description: `Query: \`moved_out_on\` (not in the future, not before move-in). Answers \`unpaid\` (rupees of unpaid dues once the last month is recomputed to that day: what \`settle_from_deposit\` takes, up to the deposit less deductions) and \`credit_returned\` (issue 45 item 2). Nothing changes.${WHO}`,
        params: IdParamsSchema,
        querystring: MoveOutPreviewQuerySchema,
        response: { 200: successEnvelope(MoveOutPreviewSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await residents.previewMoveOut(
          actorOf(request),
          request.params.id,
          request.query.moved_out_on,
        ),
      ),
  );

  app.post(
    '/residents/:id/move-out',
    {
      schema: {
        tags,
        summary: 'Move a resident out, settling the security deposit',
        description: `Body: \`moved_out_on\` (not in the future), \`deposit_returned\`, \`deductions\` ([{ amount, reason }]) and \`settle_from_deposit\` (issue 45: the deposit pays unpaid dues as \`deposit\` payments); returned plus deductions plus settled equal the deposit. The last month's due is recomputed and held credit returned (\`settled_from_deposit\`, \`credit_returned\`). The bed is freed.${WHO}`,
        params: IdParamsSchema,
        body: MoveOutWithDuesSchema,
        response: {
          200: successEnvelope(ResidentSchema.extend(MoveOutMoneySchema.shape)),
          ...errors,
        },
      },
    },
    async (request) =>
      ok(await residents.moveOut(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/residents/:id/reveal-cnic',
    {
      schema: {
        tags,
        summary: "Show a resident's CNIC unmasked (the reveal is recorded)",
        description: `404 when no CNIC is recorded.${WHO}`,
        params: IdParamsSchema,
        response: { 200: successEnvelope(RevealedCnicSchema), ...errors },
      },
    },
    async (request) => ok(await residents.revealCnic(actorOf(request), request.params.id)),
  );

  app.get(
    '/users/me/stays',
    {
      schema: {
        tags,
        summary: "The caller's stays in hostels' registers (made from their reservations)",
        response: { 200: successEnvelope(z.array(StaySchema)), ...errors },
      },
    },
    async (request) => ok(await register.stays(actorOf(request))),
  );

  app.get(
    '/users/me/register-hostels',
    {
      schema: {
        tags,
        summary: 'The hostels whose register the caller works, as owner or staff',
        response: { 200: successEnvelope(z.array(RegisterHostelSchema)), ...errors },
      },
    },
    async (request) => ok(await register.registerHostels(actorOf(request))),
  );
};
