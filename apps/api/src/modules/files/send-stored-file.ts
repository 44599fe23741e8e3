import send, { type SendOptions } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorReply } from '../../lib/error-handler';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';

const sendOptions = {
  // Keys are never rewritten (a new upload gets a new key), so browsers may keep a file for a year.
  maxAge: '1y',
  immutable: true,
  // The type comes from the file's row (keys need no extension), not from the name.
  contentType: false,
  index: false,
  dotfiles: 'deny',
} satisfies SendOptions;

/**
 * Sends a file from the local uploads folder with @fastify/send: ETag and Last-Modified (304 to a matching
 * If-None-Match or If-Modified-Since), one byte range (206, or 416 past the end) as video and audio players
 * ask to seek, and a year-long immutable Cache-Control. `key` has passed `isSafeStorageKey`.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; contentType: string; inline: boolean },
) {
  if (storage.localRoot === undefined) return sendRemoteFile(request, reply, storage, file);
  const result = await send(request.raw, file.key, { ...sendOptions, root: storage.localRoot });
  if (result.type === 'file') {
    if (result.statusCode !== 304) {
      reply.type(file.contentType);
      if (!file.inline) reply.header('Content-Disposition', 'attachment');
    }
    return reply.status(result.statusCode).headers(result.headers).send(result.stream);
  }
  // A folder, or a key with no file behind it.
  if (result.type === 'directory' || result.statusCode === 404) throw new NotFoundError('File not found');
  if (result.statusCode === 416) reply.header('Content-Range', result.headers['Content-Range']);
  // 416, 412 (If-Match, If-Unmodified-Since) or a disk error: the error handler words it.
  throw result.metadata.error;
}

/**
 * Streams a file from storage the browser does not reach itself (S3 without S3_PUBLIC_URL), with what S3
 * answered to the browser's Range and If-None-Match / If-Modified-Since, and the same headers as a local file.
 */
async function sendRemoteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; contentType: string; inline: boolean },
) {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const object = await storage.readForServing!(file.key, {
    range: header('range'),
    ifRange: header('if-range'),
    ifNoneMatch: header('if-none-match'),
    ifModifiedSince: header('if-modified-since'),
  });
  if (!object) throw new NotFoundError('File not found');
  reply.status(object.statusCode).headers(object.headers);
  if (object.statusCode === 416) return reply.send(errorReply(416, 'Range Not Satisfiable'));
  if (!object.body) return reply.send();
  reply.type(file.contentType);
  if (!file.inline) reply.header('Content-Disposition', 'attachment');
  return reply.send(object.body);
}
