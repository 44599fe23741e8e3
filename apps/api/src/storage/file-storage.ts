/** Where uploaded and generated files live: local disk by default, S3 when S3_BUCKET is set. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL the browser loads the file from. */
  url(key: string): string;
  /**
   * The folder that holds the files when they are on this machine's disk: /files/ serves them from there.
   * Storage the browser reaches by itself (S3, where `url` points) has none (docs/decisions/013).
   */
  readonly localRoot?: string;
}
