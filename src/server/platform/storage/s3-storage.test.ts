import fs from 'node:fs';
import net, { type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { slowObjectFiles, startFakeS3 } from '../../test/fake-s3';
import { createStorage } from './create-storage';
import { S3Error, s3Storage } from './s3-storage';
import { localDiskStorage } from './storage';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7) % 256));

describe('s3Storage against s3rver', () => {
  it('reads back exactly the bytes and content type it stored, with an immutable cache header', async () => {
    const storage = s3Storage(s3.options);
    const body = bytes(70_000);
    await storage.put('posters/roundtrip.webp', body, 'image/webp');

    const got = await storage.get('posters/roundtrip.webp');
    expect(got?.contentType).toBe('image/webp');
    expect(got?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.compare(got!.body, body)).toBe(0);
    expect(Buffer.compare(fs.readFileSync(s3.objectFile('posters/roundtrip.webp')), body)).toBe(0);

    // The bucket itself answers with the Cache-Control we stored (what a CDN in front would see).
    const raw = await fetch(`${s3.endpoint}/${s3.bucket}/posters/roundtrip.webp`);
    expect(raw.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('finds the bytes stored once a PUT is answered, even when the disk is slow', async () => {
    // S3 promises read-after-write; s3rver alone answered before its object's file existed.
    const slow = slowObjectFiles(100);
    try {
      const body = bytes(200);
      await s3Storage(s3.options).put('posters/slow-disk.webp', body, 'image/webp');
      expect(slow.slowed()).toBe(1);
      expect(Buffer.compare(fs.readFileSync(s3.objectFile('posters/slow-disk.webp')), body)).toBe(
        0,
      );
    } finally {
      slow.restore();
    }
  });

  it('answers null for a key that was never stored', async () => {
    expect(await s3Storage(s3.options).get('posters/never-stored.webp')).toBeNull();
  });

  it('refuses a key outside the whitelist before sending any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const storage = s3Storage(s3.options);
    for (const key of [
      '../secrets.webp',
      'posters/../../x.webp',
      '/posters/a.webp',
      'posters/a b.webp',
      'posters/a.webp?acl',
      'posters/%2e%2e.webp',
      'posters//a.webp',
      'posters/ä.webp',
      '',
    ]) {
      await expect(storage.put(key, bytes(10), 'image/webp'), key).rejects.toThrow(
        'invalid storage key',
      );
      await expect(storage.get(key), key).rejects.toThrow('invalid storage key');
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('throws an S3Error with the status and S3 error code when S3 refuses, and no secret', async () => {
    const secret = 'a-secret-that-must-not-leak';
    const unknownKey = s3Storage({ ...s3.options, accessKeyId: 'NOBODY', secretAccessKey: secret });
    const err = await unknownKey
      .put('posters/refused.webp', bytes(10), 'image/webp')
      .catch((e) => e);
    expect(err).toBeInstanceOf(S3Error);
    expect(err).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(String(err.message)).not.toContain(secret);
    expect(fs.existsSync(s3.objectFile('posters/refused.webp'))).toBe(false);

    const noBucket = s3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(noBucket.put('posters/a.webp', bytes(10), 'image/webp')).rejects.toMatchObject({
      status: 404,
      code: 'NoSuchBucket',
    });
    await expect(noBucket.get('posters/a.webp')).rejects.toMatchObject({ code: 'NoSuchBucket' });
    await expect(noBucket.check!()).rejects.toMatchObject({ status: 404 });
    await expect(s3Storage(s3.options).check!()).resolves.toBeUndefined();
  });

  it('gives up on a store that does not answer within the timeout', async () => {
    // A TCP listener that accepts and never responds: a stalled S3.
    const sockets: Socket[] = [];
    const stall = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve));
    const { port } = stall.address() as AddressInfo;
    const storage = s3Storage({
      ...s3.options,
      endpoint: `http://127.0.0.1:${port}`,
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(storage.put('posters/a.webp', bytes(10), 'image/webp')).rejects.toThrow(
      /timeout|aborted/i,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => stall.close(resolve));
  });

  it('gives the browser the public URL when one is set, else the proxied /uploads/ path', () => {
    expect(s3Storage(s3.options).urlFor('posters/a.webp')).toBe('/uploads/posters/a.webp');
    expect(
      s3Storage({ ...s3.options, publicUrl: 'https://cdn.example.com/' }).urlFor('posters/a.webp'),
    ).toBe('https://cdn.example.com/posters/a.webp');
  });
});

describe('createStorage', () => {
  it('picks S3 when configured and local disk otherwise', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-storage-'));
    expect(createStorage(loadConfig({}), dir).kind).toBe('local');
    expect(createStorage(loadConfig(s3.env), dir).kind).toBe('s3');
  });
});

describe('localDiskStorage', () => {
  it('reads back what it stored, null for a missing key, and refuses keys that escape', async () => {
    const storage = localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-storage-')));
    await storage.put('posters/a.webp', bytes(100), 'image/webp');
    const got = await storage.get('posters/a.webp');
    expect(got?.contentType).toBe('image/webp');
    expect(Buffer.compare(got!.body, bytes(100))).toBe(0);
    expect(await storage.get('posters/missing.webp')).toBeNull();
    await expect(storage.put('../escape.webp', bytes(1), 'image/webp')).rejects.toThrow();
    await expect(storage.get('/etc/passwd')).rejects.toThrow();
  });
});
