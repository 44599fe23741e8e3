import type { Readable } from 'node:stream';

/** An object as the storage answers a read made for serving it to a browser. */
export interface StoredObjectResponse {
  /** 200, 206 (a range), 304 (not modified) or 416 (range past the end). */
  statusCode: number;
  headers: Record<string, string>;
  body?: Readable;
}

/** Where a client sends a direct upload's bytes itself. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
}

/**
 * Where uploaded and generated files live (docs/product/files.md): local disk by default, S3 when S3_BUCKET is set.
 * Keys are ours and never rewritten: a new file gets a new key, so everything may be cached for a year.
 */
export interface FileStorage {
  /** Throws unless the storage can be written to now (GET /readyz asks). */
  checkReachable(): Promise<void>;
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** The URL the browser loads the file from. */
  url(key: string): string;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The first `bytes` bytes of an object (enough to tell its type), or all of it. */
  read(key: string, bytes?: number): Promise<Buffer>;
  /**
   * A presigned URL the client PUTs a direct upload to; null when the server takes the bytes itself
   * (local disk: a single-use URL of the API, see the uploads service).
   */
  uploadTarget(key: string, upload: { contentType: string; size: number; expiresInSeconds: number }): Promise<UploadTarget | null>;
  /**
   * The folder that holds the files when they are on this machine's disk: /files/ serves them from there
   * with @fastify/send (docs/decisions/013).
   */
  readonly localRoot?: string;
  /**
   * Storage the browser does not reach by itself (S3 without S3_PUBLIC_URL): /files/ streams the object
   * through the server, passing on the browser's Range (with If-Range) and If-None-Match / If-Modified-Since.
   */
  readForServing?(
    key: string,
    request: { range?: string; ifRange?: string; ifNoneMatch?: string; ifModifiedSince?: string },
  ): Promise<StoredObjectResponse | null>;
}

/**
 * Keys under this prefix are never served at /files/: the customer's copy of their data (docs/product/your-data.md)
 * is read by the server itself and sent only to whoever holds its one-time link.
 */
export const PRIVATE_KEY_PREFIX = 'private/';

/** Cache-Control of every stored file: keys are never reused. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
