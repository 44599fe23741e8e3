import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../lib/errors';
import { FILES_URL_PREFIX } from './local-file-storage';
import { IMMUTABLE_CACHE_CONTROL, type FileStorage, type StoredObjectResponse } from './file-storage';

export interface S3Settings {
  bucket: string;
  /** MinIO, R2, and other S3-compatible services; unset: AWS. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** A CDN or public bucket origin the browser loads files from; unset: the server streams them. */
  publicUrl?: string;
}

/**
 * The origins a browser reaches the bucket at: where it sends a direct upload (the presigned URL's origin,
 * as the SDK builds it: the bucket's own host, or the endpoint with path-style addressing) and, with
 * S3_PUBLIC_URL, where it loads files from. The Content-Security-Policy allows them.
 */
export function s3BrowserOrigins(settings: S3Settings): { uploads: string; files: string | undefined } {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const uploads = settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
  return { uploads, files: settings.publicUrl ? new URL(settings.publicUrl).origin : undefined };
}

/** S3 answers these without a body, as errors of the SDK; they are ordinary replies to a browser. */
const NO_BODY_STATUSES = new Set([304, 412, 416]);

function statusOf(err: unknown): number | undefined {
  return err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}

/** The reply headers a browser needs, from what S3 said of the object. */
function servingHeaders(object: Partial<GetObjectCommandOutput>): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': IMMUTABLE_CACHE_CONTROL, 'accept-ranges': 'bytes' };
  if (object.ContentType) headers['content-type'] = object.ContentType;
  if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
  if (object.ContentRange) headers['content-range'] = object.ContentRange;
  if (object.ETag) headers.etag = object.ETag;
  if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
  return headers;
}

/**
 * Files in an S3 bucket through the AWS SDK (docs/product/files.md). Every object is written with its type and a
 * year-long immutable Cache-Control, so a CDN or the bucket itself can serve it as /files/ would.
 */
export function createS3FileStorage(settings: S3Settings, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers (MinIO, R2, test servers) do not all
      // accept the SDK's newer default of a checksum trailer on every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;
  const publicUrl = settings.publicUrl?.replace(/\/+$/, '');

  async function head(key: string) {
    try {
      return await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  const storage: FileStorage = {
    async checkReachable() {
      await s3.send(new HeadBucketCommand({ Bucket }));
    },

    async put(key, body, contentType) {
      // lib-storage sends a stream of unknown length in parts, and a buffer in one request.
      await new Upload({
        client: s3,
        params: { Bucket, Key: key, Body: body as Buffer | Readable, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL },
      }).done();
    },

    async delete(keys) {
      // One request per thousand keys, the most S3 takes at once.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },

    url: (key) => (publicUrl ? `${publicUrl}/${key}` : FILES_URL_PREFIX + key),

    async size(key) {
      return (await head(key))?.ContentLength ?? null;
    },

    async read(key, bytes) {
      const object = await s3.send(
        new GetObjectCommand({ Bucket, Key: key, Range: bytes === undefined ? undefined : `bytes=0-${bytes - 1}` }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    },

    async uploadTarget(key, upload) {
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: upload.contentType,
        ContentLength: upload.size,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      });
      // Type, length and caching are signed: the client must send exactly these, or S3 refuses the bytes.
      const url = await getSignedUrl(s3, command, {
        expiresIn: upload.expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length', 'cache-control']),
      });
      return { url, headers: { 'Content-Type': upload.contentType, 'Cache-Control': IMMUTABLE_CACHE_CONTROL } };
    },
  };

  if (!publicUrl) {
    /** If-Range: the range only while the browser's copy is still the stored one (S3 does not check it). */
    const rangeStillApplies = async (key: string, ifRange: string) => {
      const object = await head(key);
      if (!object) return false;
      return ifRange.startsWith('"') || ifRange.startsWith('W/')
        ? ifRange === object.ETag
        : object.LastModified !== undefined && new Date(ifRange).getTime() === object.LastModified.getTime();
    };

    storage.readForServing = async (key, request): Promise<StoredObjectResponse | null> => {
      const range = request.range && request.ifRange && !(await rangeStillApplies(key, request.ifRange)) ? undefined : request.range;
      try {
        const object = await s3.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range,
            IfNoneMatch: request.ifNoneMatch,
            IfModifiedSince: request.ifModifiedSince ? new Date(request.ifModifiedSince) : undefined,
          }),
        );
        return {
          statusCode: object.ContentRange ? 206 : 200,
          headers: servingHeaders(object),
          body: object.Body as Readable,
        };
      } catch (err) {
        const status = statusOf(err);
        if (status === 404) return null;
        if (status !== undefined && NO_BODY_STATUSES.has(status)) {
          const headers: Record<string, string> = { 'cache-control': IMMUTABLE_CACHE_CONTROL };
          // Not modified: the browser's copy is the one it named.
          if (status === 304 && request.ifNoneMatch) headers.etag = request.ifNoneMatch;
          if (status === 416) {
            const size = await storage.size(key);
            if (size === null) return null;
            headers['content-range'] = `bytes */${size}`;
          }
          return { statusCode: status, headers };
        }
        throw err;
      }
    };
  }
  return answeringUnavailable(storage);
}

/** What a request that needs the file storage answers while S3 cannot be reached (503, with a Retry-After). */
export const STORAGE_UNAVAILABLE = 'File storage is not available right now. Please try again in a few minutes.';

/**
 * S3 not reachable (refused, timed out, or answering 5xx) is the storage being down, not the request being wrong: the
 * calls that need it answer 503 with a clear message, and the rest of the shop goes on (docs/product/running.md, "When
 * a part fails"). S3's own 4xx answers (a missing key) stay what they are.
 */
function answeringUnavailable(storage: FileStorage): FileStorage {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        const status = statusOf(err);
        if (status === undefined || status >= 500) throw new AppError(503, STORAGE_UNAVAILABLE);
        throw err;
      }
    };
  return {
    ...storage,
    put: guard(storage.put),
    delete: guard(storage.delete),
    size: guard(storage.size),
    read: guard(storage.read),
    ...(storage.readForServing && { readForServing: guard(storage.readForServing) }),
  };
}
