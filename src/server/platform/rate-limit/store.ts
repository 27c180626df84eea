import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';

/** Counts hits on a key within a fixed window; shared by every server (PostgreSQL or Redis). */
export type RateLimitStore = {
  hit: (key: string, windowMs: number, now: Date) => Promise<{ count: number; resetAt: Date }>;
  /** Takes back one hit of the current window (an attempt that turned out not to count). */
  undo: (key: string, windowMs: number, now: Date) => Promise<void>;
  /** Forgets the key: its next hit starts a new window at 1. */
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

export function postgresRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      const windowStart = new Date(now.getTime() - windowMs);
      // One atomic upsert: a new key or an expired window starts at 1, otherwise count + 1.
      const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
        INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start <= ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= ${windowStart} THEN ${now} ELSE rate_limits.window_start END
        RETURNING count, window_start`);
      const row = result.rows[0];
      if (!row) throw new Error('rate limit upsert returned nothing');
      // Now and then, drop windows that ended long ago so the table stays small.
      if (Math.random() < 0.01) {
        await db.execute(
          sql`DELETE FROM rate_limits WHERE window_start < ${new Date(now.getTime() - 86_400_000)}`,
        );
      }
      return {
        count: row.count,
        resetAt: new Date(new Date(row.window_start).getTime() + windowMs),
      };
    },
    async undo(key, windowMs, now) {
      // An ended window is left alone: its next hit starts over at 1 anyway.
      await db.execute(sql`
        UPDATE rate_limits SET count = count - 1
        WHERE key = ${key} AND count > 0 AND window_start > ${new Date(now.getTime() - windowMs)}`);
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
    close: async () => {},
  };
}

// DECR on a key that has just expired would create it again at -1 with no expiry.
const UNDO_SCRIPT = `
if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then redis.call('DECR', KEYS[1]) end
return 0`;

export function redisRateLimitStore(url: string, prefix = ''): RateLimitStore {
  const ns = prefix ? `rl:${prefix}:` : 'rl:';
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  return {
    async hit(key, windowMs) {
      const results = await redis
        .multi()
        .incr(`${ns}${key}`)
        .pexpire(`${ns}${key}`, windowMs, 'NX')
        .pttl(`${ns}${key}`)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async undo(key) {
      // The key's expiry is its window: an ended window is simply gone.
      await redis.eval(UNDO_SCRIPT, 1, `${ns}${key}`);
    },
    async reset(key) {
      await redis.del(`${ns}${key}`);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
