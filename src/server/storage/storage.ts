import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk by default; an S3-compatible adapter can stand in. */
export type Storage = {
  /** Stores bytes under a key like `posters/abc.webp`; the write is all-or-nothing. */
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The URL the browser loads the file from. */
  urlFor: (key: string) => string;
};

export const UPLOADS_PREFIX = '/uploads/';

export function localDiskStorage(root: string): Storage {
  return {
    async put(key, body) {
      const target = path.join(root, key);
      if (!target.startsWith(path.resolve(root) + path.sep))
        throw new Error('key escapes the storage root');
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write to a temporary name and rename: a crash never leaves a half file behind the URL.
      const temp = `${target}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
    },
    urlFor: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}
