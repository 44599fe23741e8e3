import send, { type SendOptions } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors';

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
  file: { root: string; key: string; contentType: string; inline: boolean },
) {
  const result = await send(request.raw, file.key, { ...sendOptions, root: file.root });
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
