import {
  ErrorEnvelopeSchema,
  HostelImageParamsSchema,
  HostelImagesParamsSchema,
  ImageRecordSchema,
  ImageUploadFieldsSchema,
  RoomImageParamsSchema,
  RoomImagesParamsSchema,
  successEnvelope,
  UpdateImageSchema,
  UuidSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../lib/validation.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { ImageSet, ImagesService } from './images.service.ts';
import { onlyFile, readUpload } from './read-upload.http.ts';
import { MESS_FORM, MULTIPLE_FORM, PHOTO_FORM, SINGLE_FORM } from './upload-forms.http.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
};

/**
 * The path parameter of POST /images/mess/{id}: the hostel's id. The spec's URL says
 * `{hostelId}`; Fastify and the OpenAPI document name it `id`, as DELETE /images/mess/{id}
 * (the mess information's id) does at the same place, so the two paths are one (issue 41
 * item 5; decision 035).
 */
const MessUploadParamsSchema = z.object({
  id: UuidSchema.describe('The hostel whose mess picture this is'),
});

/** The path parameter of DELETE /images/mess/{id}: the mess information's id (issue 41 item 5). */
const MessParamsSchema = z.object({
  id: UuidSchema.describe('The mess information (`mess_info.id`) whose picture is removed'),
});

const UPLOAD_NOTE =
  'multipart/form-data: `image` (JPEG, PNG or WebP by its bytes, at most 5 MB), optional ' +
  '`image_title`, `image_description`, `is_primary`. Stored as WebP at most 1600 px plus a ' +
  "400 px thumbnail, metadata stripped. 400 with the spec's message for a wrong type, a " +
  'corrupt image or a full set (10 per hostel, 8 per room); 413 "Image size must be less ' +
  'than 5MB".';

/** What app-routes.ts hands the images routes: the images service. */
export interface ImagesRoutesOptions {
  service: ImagesService;
}

/**
 * Photos (spec part 2 section 7 'Images'): hostel and room photo sets and the mess picture.
 * The spec's `/images/rooms` is served at `/api/images/rooms` like every API path (DESIGN.md
 * prefix rule), so both of its spellings reach one handler.
 */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (
  app,
  { service },
) => {
  const families: {
    set: ImageSet;
    path: string;
    params: typeof HostelImagesParamsSchema | typeof RoomImagesParamsSchema;
    imageParams: typeof HostelImageParamsSchema | typeof RoomImageParamsSchema;
    parentOf: (params: Record<string, string>) => string;
  }[] = [
    {
      set: 'hostel',
      path: '/images/hostels/:hostelId',
      params: HostelImagesParamsSchema,
      imageParams: HostelImageParamsSchema,
      parentOf: (params) => params.hostelId ?? '',
    },
    {
      set: 'room',
      path: '/images/rooms/:roomId',
      params: RoomImagesParamsSchema,
      imageParams: RoomImageParamsSchema,
      parentOf: (params) => params.roomId ?? '',
    },
  ];

  for (const { set, path, params, imageParams, parentOf } of families) {
    app.get(
      path,
      {
        schema: {
          tags: ['images'],
          summary: `A ${set}'s photos in display order`,
          params,
          response: { 200: successEnvelope(z.array(ImageRecordSchema)), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(request.actor, set, parentOf(request.params)),
      }),
    );

    app.post(
      path,
      {
        preHandler: app.requireAuth,
        config: { multipartForm: PHOTO_FORM },
        schema: {
          tags: ['images'],
          summary: `Upload a photo of a ${set}`,
          description: UPLOAD_NOTE,
          params,
          consumes: ['multipart/form-data'],
          response: {
            201: successEnvelope(ImageRecordSchema).extend({ message: z.string() }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const upload = await readUpload(request, 'image');
        const fields = parseOrThrow(ImageUploadFieldsSchema, upload.fields);
        const data = await service.upload(
          actor,
          set,
          parentOf(request.params),
          onlyFile(upload),
          fields,
        );
        return reply.status(201).send({ success: true as const, data, message: 'Image uploaded' });
      },
    );

    app.put(
      `${path}/:imageId`,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['images'],
          summary: `Change a ${set} photo: title, description, primary or place`,
          description:
            '`is_primary: true` clears the others; `display_order` swaps the photo with the ' +
            'one at that place. One transaction each (decision 14).',
          params: imageParams,
          body: UpdateImageSchema,
          response: { 200: successEnvelope(ImageRecordSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.update(
          actorOf(request),
          set,
          parentOf(request.params),
          request.params.imageId,
          request.body,
        ),
      }),
    );

    app.delete(
      `${path}/:imageId`,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['images'],
          summary: `Delete a ${set} photo and its files`,
          description: 'When the primary photo goes, the first remaining one becomes primary.',
          params: imageParams,
          response: {
            200: successEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })),
            ...errors,
          },
        },
      },
      async (request) => {
        await service.remove(
          actorOf(request),
          set,
          parentOf(request.params),
          request.params.imageId,
        );
        return {
          success: true as const,
          data: { id: request.params.imageId, deleted: true as const },
        };
      },
    );
  }

  app.post(
    '/images/mess/:id',
    {
      preHandler: app.requireAuth,
      config: { multipartForm: MESS_FORM },
      schema: {
        tags: ['images'],
        summary: "Upload the hostel's mess picture (replaces the last one)",
        description: UPLOAD_NOTE,
        params: MessUploadParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          201: successEnvelope(
            z.object({ id: z.uuid(), hostel_id: z.uuid(), image_url: z.string() }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await readUpload(request, 'image');
      const data = await service.uploadMess(actor, request.params.id, onlyFile(upload));
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/images/mess/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['images'],
        summary: 'Remove the mess picture of mess information `id`',
        params: MessParamsSchema,
        response: {
          200: successEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })),
          ...errors,
        },
      },
    },
    async (request) => {
      await service.removeMess(actorOf(request), request.params.id);
      return { success: true as const, data: { id: request.params.id, deleted: true as const } };
    },
  );

  const LooseImageSchema = z.object({
    url: z.string(),
    thumbnail_url: z.string(),
    key: z.string(),
  });

  app.post(
    '/upload/single',
    {
      preHandler: app.requireAuth,
      config: { multipartForm: SINGLE_FORM },
      schema: {
        tags: ['images'],
        summary: 'Upload one image (`file`) not yet attached to a hostel or room',
        description:
          'Approved owners and admins. Checked and re-encoded like every photo; answers the ' +
          'stored WebP and thumbnail URLs and the storage key. Unattached, it is deleted 24 ' +
          'hours after upload; 400 when the user already has 50 unattached uploads (issue 21 ' +
          'item 13).',
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelope(LooseImageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await readUpload(request, 'file');
      const data = await service.uploadLoose(actor, onlyFile(upload));
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/upload/multiple',
    {
      preHandler: app.requireAuth,
      config: { multipartForm: MULTIPLE_FORM },
      schema: {
        tags: ['images'],
        summary: 'Upload up to 10 images (`files`) not yet attached to a hostel or room',
        description:
          'As /upload/single, for each file; one bad file, or more files than the quota of 50 ' +
          'unattached uploads has room for, refuses the whole request and nothing is kept.',
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelope(z.array(LooseImageSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await readUpload(request, 'files');
      const data = await service.uploadLooseMany(actor, upload.files);
      return reply.status(201).send({ success: true as const, data });
    },
  );
};
