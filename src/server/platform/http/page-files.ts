import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A server's page files (decision 068): the stored pages' bytes, copied from `stored_pages` to a
// folder of this machine and read from there as a static file server reads its files, the
// kernel's page cache keeping the ones in use in memory. `stored_pages` stays the one store every
// server shares; a file is only a copy under its drawing's fingerprint, so it is never stale,
// only replaced. Visits of addresses no memory holds (a crawler's walk over 100,000 events) then
// cost no read of PostgreSQL at all.

export type PageFiles = {
  /** The bytes of an address's drawing in a language, if this machine holds them. */
  read: (path: string, language: string, source: string) => Buffer | undefined;
  holds: (path: string, language: string, source: string) => boolean;
  /** The drawing held for an address in a language (none: undefined). */
  source: (path: string, language: string) => string | undefined;
  /** Keeps a drawing's bytes, in place of the address's earlier drawing in that language. */
  write: (path: string, language: string, source: string, br: Buffer) => Promise<void>;
  /** Deletes every file but those of these addresses' drawings (`language path` → source). */
  keepOnly: (current: ReadonlyMap<string, string>) => Promise<number>;
  /** How many drawings are held. */
  size: () => number;
};

/** No page files: every byte is read from the store. */
export const NO_PAGE_FILES: PageFiles = {
  read: () => undefined,
  holds: () => false,
  source: () => undefined,
  write: async () => undefined,
  keepOnly: async () => 0,
  size: () => 0,
};

// A file's name: its address (URI-encoded: no slash; hashed when too long for a name), its
// language and the drawing's fingerprint (base64url), so a folder listed at start tells what it
// holds. Neither of the last two has a dot, so a name splits from its end.
const addressName = (address: string) =>
  address.length <= 160
    ? encodeURIComponent(address)
    : `~${createHash('sha1').update(address).digest('base64url')}`;
const NAME = /^(.+)\.([a-z]{2,3})\.([\w-]+)\.br$/;

/** The page files in `dir` (made if missing; null: none kept, every byte read from the store). */
export function pageFiles(dir: string | null): PageFiles {
  if (!dir) return NO_PAGE_FILES;
  fs.mkdirSync(dir, { recursive: true });
  // `name.language` → the drawing held; filled from the folder, so a restart keeps its copies.
  const held = new Map<string, string>();
  // `name.language` → the size of the file held (learnt at its first read after a restart).
  const sizes = new Map<string, number>();
  for (const name of fs.readdirSync(dir)) {
    const match = NAME.exec(name);
    if (match) held.set(`${match[1]}.${match[2]}`, match[3]!);
    // A write cut short (a `.tmp` left by a killed server) is not a page.
    else if (name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
  }
  const keyOf = (address: string, language: string) => `${addressName(address)}.${language}`;
  // Joined by hand: path.join normalises the whole path on every visit.
  const base = `${path.resolve(dir)}${path.sep}`;
  const fileOf = (key: string, source: string) => `${base}${key}.${source}.br`;
  let writes = 0;
  return {
    read(address, language, source) {
      const key = keyOf(address, language);
      if (held.get(key) !== source) return undefined;
      try {
        // Synchronous: 6 KB from the page cache costs a few microseconds, less than a hop to
        // libuv's threads and back (the folder is this machine's, never a network mount). Its
        // size known, one read: no fstat, no read to find the end.
        const fd = fs.openSync(fileOf(key, source), 'r');
        try {
          const size = sizes.get(key) ?? fs.fstatSync(fd).size;
          const br = Buffer.allocUnsafe(size);
          if (fs.readSync(fd, br, 0, size, 0) !== size) return undefined;
          sizes.set(key, size);
          return br;
        } finally {
          fs.closeSync(fd);
        }
      } catch {
        // Deleted under us (another server's prune): read from the store again.
        if (held.get(key) === source) held.delete(key);
        sizes.delete(key);
        return undefined;
      }
    },
    holds: (address, language, source) => held.get(keyOf(address, language)) === source,
    source: (address, language) => held.get(keyOf(address, language)),
    async write(address, language, source, br) {
      const key = keyOf(address, language);
      const before = held.get(key);
      if (before === source) return;
      // Written whole, then renamed: a reader never sees half a page.
      const tmp = path.join(dir, `${key}.${process.pid}-${(writes += 1)}.tmp`);
      await fs.promises.writeFile(tmp, br);
      await fs.promises.rename(tmp, fileOf(key, source));
      held.set(key, source);
      sizes.set(key, br.length);
      if (before !== undefined) await fs.promises.rm(fileOf(key, before), { force: true });
    },
    async keepOnly(current) {
      const wanted = new Map(
        [...current].map(([address, source]) => {
          const at = address.indexOf(' ');
          return [keyOf(address.slice(at + 1), address.slice(0, at)), source];
        }),
      );
      let deleted = 0;
      for (const [key, source] of [...held]) {
        if (wanted.get(key) === source) continue;
        held.delete(key);
        sizes.delete(key);
        await fs.promises.rm(fileOf(key, source), { force: true });
        deleted += 1;
      }
      return deleted;
    },
    size: () => held.size,
  };
}
