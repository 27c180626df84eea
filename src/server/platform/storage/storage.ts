import fs from 'node:fs/promises';
import path from 'node:path';

/** A stored file as read back for serving. */
type StoredObject = { body: Buffer; contentType: string; etag?: string };

/** Where uploaded files live: local disk by default, or an S3-compatible bucket (s3-storage.ts). */
export type Storage = {
  /** `local` files are served straight from disk; `s3` objects are proxied through `get`. */
  kind: 'local' | 's3';
  /** Stores bytes under a key like `posters/abc.webp`; the write is all-or-nothing. */
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** Reads a stored file back; null when there is none under that key. */
  get: (key: string) => Promise<StoredObject | null>;
  /** The URL the browser loads the file from. */
  urlFor: (key: string) => string;
  /** A cheap reachability probe (S3: HEAD bucket); throws when the store cannot be used. */
  check?: () => Promise<void>;
};

export const UPLOADS_PREFIX = '/uploads/';

/** Stored files are never rewritten under the same name, so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const KEY_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * Refuses a key that could leave the storage root or be read differently by a filesystem, an
 * S3 server or a URL: `..`, a leading `/`, or anything but letters, digits and `/_.-`.
 */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error('invalid storage key');
}

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

export function localDiskStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);
  const fileFor = (key: string) => {
    assertValidKey(key);
    const target = path.join(resolvedRoot, key);
    if (!target.startsWith(resolvedRoot + path.sep))
      throw new Error('key escapes the storage root');
    return target;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = fileFor(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write to a temporary name and rename: a crash never leaves a half file behind the URL.
      const temp = `${target}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
    },
    async get(key) {
      const target = fileFor(key);
      try {
        const body = await fs.readFile(target);
        const contentType =
          CONTENT_TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream';
        return { body, contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    urlFor: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}
