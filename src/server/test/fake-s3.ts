import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver, { type StoredObject } from 's3rver';

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
  answerPutsOnceStored(server);
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

/**
 * s3rver 3.7 answers a PUT when its checksum pass has seen the bytes, not when its file stream has
 * written them: under load the object's file may not exist yet when the client hears 200 (a CI run
 * failed on this). S3 promises read-after-write, so this store writes, then answers.
 */
function answerPutsOnceStored(server: S3rver) {
  const store = server.store;
  store.putObject = async (object: StoredObject) => {
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const md5 = crypto.createHash('md5');
    let size = 0;
    const content = Buffer.isBuffer(object.content)
      ? Readable.from([object.content])
      : object.content;
    const checksum = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(content, checksum, fs.createWriteStream(file));
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}

type Open = (this: unknown, ...args: unknown[]) => void;

/**
 * Until the returned function is called, opening an object's file takes `ms` longer, as on a busy
 * disk: through node:fs (what this fake writes with) and through s3rver's own graceful-fs streams.
 */
export function slowObjectFiles(ms: number) {
  const require = createRequire(import.meta.url);
  const gracefulFs = require(
    require.resolve('graceful-fs', { paths: [require.resolve('s3rver')] }),
  );
  const stream = gracefulFs.WriteStream.prototype as {
    open: (this: { path: string }, ...args: unknown[]) => void;
  };
  const streamOpen = stream.open;
  const nodeOpen = fs.open as unknown as Open;
  let slowed = 0;
  const later = (file: unknown, go: () => void) => {
    if (!String(file).endsWith('._S3rver_object')) return go();
    slowed++;
    setTimeout(go, ms);
  };
  stream.open = function (this: { path: string }, ...args: unknown[]) {
    later(this.path, () => streamOpen.apply(this, args));
  };
  (fs as { open: Open }).open = function (...args: unknown[]) {
    later(args[0], () => nodeOpen.apply(fs, args));
  };
  return {
    slowed: () => slowed,
    restore() {
      stream.open = streamOpen;
      (fs as { open: Open }).open = nodeOpen;
    },
  };
}
