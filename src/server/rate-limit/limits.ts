import { AppError } from '../http/app-error';
import type { RateLimitStore } from './store';

export type Limit = { name: string; max: number; windowMs: number };

const MIN = 60_000;

/** Per-route limits (documented in README). Keys combine the route with an IP or an email. */
export const LIMITS = {
  loginPerIp: { name: 'login-ip', max: 50, windowMs: 15 * MIN },
  loginPerEmail: { name: 'login-email', max: 10, windowMs: 15 * MIN },
  registerPerIp: { name: 'register-ip', max: 20, windowMs: 60 * MIN },
  forgotPerIp: { name: 'forgot-ip', max: 30, windowMs: 15 * MIN },
  forgotPerEmail: { name: 'forgot-email', max: 5, windowMs: 15 * MIN },
  otpPerIp: { name: 'otp-ip', max: 50, windowMs: 15 * MIN },
  otpPerEmail: { name: 'otp-email', max: 10, windowMs: 15 * MIN },
  resendPerIp: { name: 'resend-ip', max: 30, windowMs: 15 * MIN },
  resendPerEmail: { name: 'resend-email', max: 5, windowMs: 15 * MIN },
} as const satisfies Record<string, Limit>;

export type RateLimiter = (checks: Array<[Limit, string]>) => Promise<void>;

/** Counts one hit on every (limit, subject) pair; past any limit, a 429 with Retry-After. */
export function createRateLimiter(
  store: RateLimitStore,
  now: () => Date,
  multiplier = 1,
): RateLimiter {
  return async (checks) => {
    const at = now();
    for (const [limit, subject] of checks) {
      const { count, resetAt } = await store.hit(`${limit.name}:${subject}`, limit.windowMs, at);
      if (count > limit.max * multiplier) {
        const seconds = Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw new AppError(
          'too_many_requests',
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(seconds) },
        );
      }
    }
  };
}
