import { AwsClient } from 'aws4fetch';
import { assertValidKey, IMMUTABLE_CACHE_CONTROL, UPLOADS_PREFIX, type Storage } from './storage';

export type S3Options = {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO/R2 address; buckets go in the path. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from directly; unset = proxied by this server under /uploads/. */
  publicUrl?: string | undefined;
  timeoutMs?: number;
};

/** A refused S3 request: the HTTP status and S3's error code (e.g. `AccessDenied`), nothing else. */
export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`S3 ${operation} failed: ${status}${code ? ` ${code}` : ''}`);
    this.name = 'S3Error';
  }
}

async function errorCode(res: Response): Promise<string | undefined> {
  const text = await res.text().catch(() => '');
  return /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
}

export function s3Storage(options: S3Options): Storage {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    // A custom endpoint's host names neither service nor region, so both are explicit.
    service: 's3',
    region: options.region,
    // aws4fetch retries 5xx/429 up to 10 times by default; a few is enough inside one timeout.
    retries: 2,
  });
  const bucketUrl = `${endpoint}/${encodeURIComponent(options.bucket)}`;
  const objectUrl = (key: string) => {
    assertValidKey(key);
    return `${bucketUrl}/${key}`;
  };
  // One deadline covers the retries too, so a stalled store fails a request in bounded time.
  const send = (url: string, init: RequestInit) =>
    client.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await send(objectUrl(key), {
        method: 'PUT',
        // A copy typed as plain ArrayBuffer-backed bytes, which fetch's BodyInit asks for.
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL },
      });
      if (!res.ok) throw new S3Error('PUT', res.status, await errorCode(res));
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send(objectUrl(key), { method: 'GET' });
      if (!res.ok) {
        const code = await errorCode(res);
        // A missing object is an answer; a missing bucket is a misconfiguration and must show.
        if (res.status === 404 && (code === 'NoSuchKey' || code === undefined)) return null;
        throw new S3Error('GET', res.status, code);
      }
      // Posters are a few hundred KB at most; buffering keeps the timeout over the whole body.
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        etag: res.headers.get('etag') ?? undefined,
      };
    },
    urlFor: (key) => (publicUrl ? `${publicUrl}/${key}` : `${UPLOADS_PREFIX}${key}`),
    async check() {
      const res = await send(bucketUrl, { method: 'HEAD' });
      await res.body?.cancel();
      // HEAD answers carry no body, so there is no error code to read.
      if (!res.ok) throw new S3Error('HEAD bucket', res.status, undefined);
    },
  };
}
