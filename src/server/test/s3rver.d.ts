// s3rver ships no types; this covers the part the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  /** One stored object as s3rver's filesystem store receives it. */
  export type StoredObject = {
    bucket: string;
    key: string;
    content: Buffer | NodeJS.ReadableStream;
    metadata: Record<string, string>;
  };

  export default class S3rver {
    store: {
      getResourcePath(bucket: string, key: string, resource: string): string;
      putMetadata(
        bucket: string,
        key: string,
        metadata: Record<string, string>,
        md5: string,
      ): Promise<void>;
      putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
    };
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      resetOnClose?: boolean;
      configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
