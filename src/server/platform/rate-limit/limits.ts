import { EVENT_CONTACT_MSG } from '../../../shared/event-contact/messages';
import { AppError } from '../http/app-error';
import type { RateLimitStore } from './store';

export type Limit = {
  name: string;
  max: number;
  windowMs: number;
  /** The 429's first sentence (default 'Too many attempts.'); the wait follows it. */
  tooMany?: string;
};

const MIN = 60_000;

/** Per-route limits (documented in README). Keys combine the route with an IP or an email. */
export const LIMITS = {
  // Login counts failed passwords only (see `login` below), per IP and per (IP, email) pair:
  // a stranger elsewhere can spend neither budget for the owner.
  loginPerIp: { name: 'login-ip', max: 50, windowMs: 15 * MIN },
  loginPerPair: { name: 'login-pair', max: 10, windowMs: 15 * MIN },
  registerPerIp: { name: 'register-ip', max: 20, windowMs: 60 * MIN },
  forgotPerIp: { name: 'forgot-ip', max: 30, windowMs: 15 * MIN },
  forgotPerEmail: { name: 'forgot-email', max: 5, windowMs: 15 * MIN },
  otpPerIp: { name: 'otp-ip', max: 50, windowMs: 15 * MIN },
  otpPerEmail: { name: 'otp-email', max: 10, windowMs: 15 * MIN },
  resendPerIp: { name: 'resend-ip', max: 30, windowMs: 15 * MIN },
  resendPerEmail: { name: 'resend-email', max: 5, windowMs: 15 * MIN },
  // "Contact organiser" mails a host: per sender IP, and per event so that a bot on many
  // addresses cannot flood one host either (the host then misses messages for the rest of the hour).
  contactPerIp: {
    name: 'contact-ip',
    max: 10,
    windowMs: 60 * MIN,
    tooMany: EVENT_CONTACT_MSG.tooMany,
  },
  contactPerEvent: {
    name: 'contact-event',
    max: 30,
    windowMs: 60 * MIN,
    tooMany: EVENT_CONTACT_MSG.tooMany,
  },
  // Mails to addresses a user types (issue 24): per account or host, so nobody turns Matchday
  // into a mail cannon. An email change (or its resend) mails the new address and the old one.
  emailChangePerUser: {
    name: 'email-change-user',
    max: 5,
    windowMs: 60 * MIN,
    tooMany: 'Too many email changes.',
  },
  staffInvitesPerHost: {
    name: 'staff-invite-host',
    max: 20,
    windowMs: 60 * MIN,
    tooMany: 'Too many gate staff invitations.',
  },
  // Issue 28: each team invite mails an address a captain (or host) typed.
  teamInvitesPerUser: {
    name: 'team-invite-user',
    max: 30,
    windowMs: 60 * MIN,
    tooMany: 'Too many team invitations.',
  },
  transferOffersPerUser: {
    name: 'transfer-offer-user',
    max: 10,
    windowMs: 60 * MIN,
    tooMany: 'Too many hand-over offers.',
  },
  // Webhook deliveries whose signature fails (issue 24): each is stored for the record, so a
  // sender of junk is stopped before it fills the disk. Signed deliveries are never counted.
  webhookRejectionsPerIp: {
    name: 'webhook-rejected-ip',
    max: 20,
    windowMs: 15 * MIN,
    tooMany: 'Too many unsigned webhook deliveries.',
  },
} as const satisfies Record<string, Limit>;

/**
 * Per email, login failures never block (anyone can fail for any email, so a block would lock
 * the owner out); past `free` failures in the window, every attempt waits before it is checked.
 */
export const LOGIN_SLOWDOWN = {
  name: 'login-email',
  windowMs: 15 * MIN,
  free: 10,
  baseMs: 500,
  capMs: 8_000,
} as const;

/** The wait before checking a login for an email that has already failed `failures` times. */
export function loginDelayMs(failures: number, multiplier = 1): number {
  const over = failures - LOGIN_SLOWDOWN.free * multiplier;
  if (over < 0) return 0;
  return Math.min(LOGIN_SLOWDOWN.baseMs * 2 ** over, LOGIN_SLOWDOWN.capMs);
}

export type RateLimiter = {
  /** Counts one hit on every (limit, subject) pair; past any limit, a 429 with Retry-After. */
  (checks: Array<[Limit, string]>): Promise<void>;
  /**
   * Runs `check` (the password check) under the login policy: a 429 past the per-IP or the
   * per-(IP, email) limit, a growing wait past the email's free failures. Only a 401 from
   * `check` stays counted; any other outcome takes the attempt back, and a success also clears
   * the pair, so the owner's own logins never use up their budget.
   */
  login: <T>(email: string, ip: string, check: () => Promise<T>) => Promise<T>;
  /** How the login slowdown waits; tests replace it to see the delays without waiting. */
  sleep: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRateLimiter(
  store: RateLimitStore,
  now: () => Date,
  multiplier = 1,
  sleep: (ms: number) => Promise<void> = realSleep,
): RateLimiter {
  const count = async (limit: Limit, subject: string, at: Date) => {
    const { count, resetAt } = await store.hit(`${limit.name}:${subject}`, limit.windowMs, at);
    if (count > limit.max * multiplier) throw tooManyAttempts(resetAt, at, limit.tooMany);
  };

  // Not a guess that failed (a success, an unverified account, an outage): it does not count.
  const forgive = async (ip: string, pair: string, emailKey: string) => {
    const at = now();
    await Promise.all([
      store.undo(`${LIMITS.loginPerIp.name}:${ip}`, LIMITS.loginPerIp.windowMs, at),
      // The owner who got in is done guessing; their typos so far are forgiven too.
      store.reset(`${LIMITS.loginPerPair.name}:${pair}`),
      store.undo(emailKey, LOGIN_SLOWDOWN.windowMs, at),
    ]);
  };

  const limiter: RateLimiter = Object.assign(
    async (checks: Array<[Limit, string]>) => {
      const at = now();
      for (const [limit, subject] of checks) await count(limit, subject, at);
    },
    {
      sleep,
      async login<T>(email: string, ip: string, check: () => Promise<T>): Promise<T> {
        const at = now();
        // An IP never contains '|', so the pair key cannot be confused with another pair.
        const pair = `${ip}|${email}`;
        // Counted before the check and taken back after, so parallel guesses all count.
        await count(LIMITS.loginPerIp, ip, at);
        await count(LIMITS.loginPerPair, pair, at);
        const emailKey = `${LOGIN_SLOWDOWN.name}:${email}`;
        const { count: tries } = await store.hit(emailKey, LOGIN_SLOWDOWN.windowMs, at);
        const delay = loginDelayMs(tries - 1, multiplier);
        if (delay > 0) await limiter.sleep(delay);

        let result: T;
        try {
          result = await check();
        } catch (err) {
          if (err instanceof AppError && err.kind === 'unauthorized') throw err;
          await forgive(ip, pair, emailKey);
          throw err;
        }
        await forgive(ip, pair, emailKey);
        return result;
      },
    },
  );
  return limiter;
}

function tooManyAttempts(resetAt: Date, at: Date, tooMany = 'Too many attempts.') {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'too_many_requests',
    `${tooMany} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
