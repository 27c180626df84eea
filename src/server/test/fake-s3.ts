import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account; it knows no other access key id. */
const FAKE_S3_KEY = 'S3RVER';

/**
 * s3rver in-process on a free 127.0.0.1 port, with one empty bucket in a temp directory. It speaks
 * S3's REST wire format (XML errors, ETags, stored Content-Type and Cache-Control) and rejects an
 * unknown access key id, but it does not verify SigV4 signatures, so a wrong secret gets through.
 */
export async function startFakeS3(bucket = 'matchday-posters') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** Where s3rver keeps an object's bytes on disk. */
    objectFile: (key: string) => path.join(directory, bucket, `${key}._S3rver_object`),
    /** The environment variables that point the app at this bucket. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: FAKE_S3_KEY,
      S3_SECRET_ACCESS_KEY: FAKE_S3_KEY,
    },
    options: {
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: FAKE_S3_KEY,
      secretAccessKey: FAKE_S3_KEY,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
