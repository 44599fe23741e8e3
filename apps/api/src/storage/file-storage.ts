/** Where uploaded and generated files live: local disk by default, S3 when S3_BUCKET is set. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The URL the browser loads the file from. */
  url(key: string): string;
}
