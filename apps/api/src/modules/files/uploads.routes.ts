import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  completeDirectUploadBodySchema,
  deleteFileQuerySchema,
  listFilesQuerySchema,
  listFilesReplySchema,
  prepareDirectUploadBodySchema,
  prepareDirectUploadReplySchema,
  storageUsageReplySchema,
  storedFileSchema,
  updateFileBodySchema,
  uploadFieldsSchema,
} from '@durio/shared/schemas/files';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { fileKinds } from '@durio/shared/file-rules';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { BadRequestError, UnsupportedMediaTypeError } from '../../lib/errors';
import { bearerSecurity, errorReplies, noContentSchema, publicSecurity } from '../../lib/route-schemas';

const tags = ['files'];

/** What `POST /s3file/upload` takes, as the OpenAPI document shows it (the route reads the parts itself). */
const uploadFormSchema = uploadFieldsSchema.extend({
  file: z.string().meta({ format: 'binary' }).describe('The picture, video (up to 15 MB) or sound'),
});

/** The /s3file calls (docs/product/files.md); admin-only unless said otherwise. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { uploads } = ctx;
  const { authenticate, requireAdmin } = ctx.auth;

  // The biggest file that comes through the API is a sound file; anything bigger is refused as it streams in.
  await app.register(multipart, {
    limits: { fileSize: fileKinds.audio.maxBytes, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
  });

  app.post(
    '/s3file/upload',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'uploadFile',
        tags,
        summary: 'Upload a file (multipart: file, folder, farmId, caption); customers: review photos only',
        description:
          'The type is found in the bytes. Pictures (JPEG, PNG, WebP, AVIF, up to 15 MB) are stored without their ' +
          'metadata, with a square thumbnail and smaller WebP copies; sound (MP3, M4A/AAC, OGG, WAV, up to 25 MB) ' +
          'and video (MP4, WebM, up to 15 MB here, larger by direct upload) are kept as they are.',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 201: storedFileSchema, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
      config: {
        // The route reads the multipart parts itself; the document still shows the form it takes.
        swaggerTransform: ({ schema, ...document }) =>
          jsonSchemaTransform({ ...document, schema: { ...schema, body: uploadFormSchema } }),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError('Send the file as multipart/form-data.');
      const fields: Record<string, unknown> = {};
      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw new BadRequestError(`Unexpected file field "${part.fieldname}"; send it as "file"`);
          bytes = await part.toBuffer();
        } else {
          fields[part.fieldname] = part.value;
        }
      }
      if (!bytes) throw new BadRequestError('Choose a file to upload (the "file" field)');
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: `body.${i.path.join('.')}`, message: i.message }));
        throw new BadRequestError(`${issues[0]!.path}: ${issues[0]!.message}`, { issues });
      }
      return reply.status(201).send(await uploads.upload(request.auth, bytes, parsed.data));
    },
  );

  app.get(
    '/s3file',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listFiles',
        tags,
        summary: 'The file library, newest first, by folder and type (admin)',
        security: bearerSecurity,
        querystring: listFilesQuerySchema,
        response: { 200: listFilesReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => uploads.list(request.query),
  );

  app.put(
    '/s3file/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateFile',
        tags,
        summary: "Change a file's caption, its Malay and Chinese versions, or its folder (admin; customers their own review photos' caption)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateFileBodySchema,
        response: { 200: storedFileSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => uploads.update(request.auth, request.params.id, request.body),
  );

  app.delete(
    '/s3file/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'deleteFile',
        tags,
        summary: 'Delete a file (admin; customers their own); 409 names where it is used unless force=true',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: deleteFileQuerySchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await uploads.remove(request.auth, request.params.id, request.query.force ?? false);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/s3file/direct-upload/prepare',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'prepareDirectUpload',
        tags,
        summary: 'Where to send a large file itself (video up to 200 MB): an S3 presigned URL, or a single-use URL here',
        security: bearerSecurity,
        body: prepareDirectUploadBodySchema,
        response: { 200: prepareDirectUploadReplySchema, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => uploads.prepareDirectUpload(request.auth, request.body),
  );

  // The server's own upload URL when files are on local disk: the token in it is the credential, and the
  // body is the file's bytes, streamed to disk (no JSON parser, no body limit but the size prepared).
  await app.register(async (scope) => {
    const direct = scope.withTypeProvider<ZodTypeProvider>();
    direct.removeAllContentTypeParsers();
    direct.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    direct.put(
      '/s3file/direct-upload/:uploadId',
      {
        schema: {
          operationId: 'receiveDirectUpload',
          tags,
          summary: 'The bytes of a direct upload, at the URL prepare gave (local disk only; once)',
          security: publicSecurity,
          params: z.object({ uploadId: z.uuid() }),
          querystring: z.object({ token: z.string().min(20).max(100) }),
          response: { 204: noContentSchema, ...errorReplies(400, 404, 413) },
        },
        config: {
          swaggerTransform: ({ schema, ...document }) =>
            jsonSchemaTransform({ ...document, schema: { ...schema, body: z.string().meta({ format: 'binary' }) } }),
        },
      },
      async (request, reply) => {
        await uploads.receiveDirectUpload(request.params.uploadId, request.query.token, request.body as Readable);
        return reply.status(204).send(null);
      },
    );
  });

  app.post(
    '/s3file/direct-upload/complete',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'completeDirectUpload',
        tags,
        summary: "Keep a direct upload as a file, once its real size and type are checked",
        security: bearerSecurity,
        body: completeDirectUploadBodySchema,
        response: { 201: storedFileSchema, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await uploads.completeDirectUpload(request.auth, request.body.uploadId)),
  );

  app.get(
    '/s3file/storage-usage/:farmId',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getFarmStorageUsage',
        tags,
        summary: "How many files a farm has, and the bytes they take with their copies (admin)",
        security: bearerSecurity,
        params: z.object({ farmId: z.uuid() }),
        response: { 200: storageUsageReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => uploads.storageUsage(request.params.farmId),
  );
};
