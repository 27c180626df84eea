import { toast } from '../components/toast';
import type { ApiResponse } from '../../shared/api-envelope';
import { AUTH_MSG } from '../../shared/auth/rules';
import { MSG } from '../../shared/messages';
import type {
  ChangePasswordRequest,
  ConfirmOtpRequest,
  LoginRequest,
  SignupRequest,
} from '../../shared/auth/schemas';
import type { PublicUser } from '../../shared/users/user';
import { api } from './client';

/**
 * The auth endpoints of §7. Every function returns the wrapper's envelope (it never throws);
 * failures are already toasted unless a function says otherwise.
 */

/**
 * POST /login. Silent, and a 401 does not count as a timed-out session: the caller toasts the
 * error, except "verify your email first" (shown inline with a resend button) and a suspended
 * host's refusal (shown inline).
 */
export async function login(credentials: LoginRequest): Promise<ApiResponse<PublicUser>> {
  const result = await api.post<PublicUser>('/login', credentials, {
    silent: true,
    ignoreUnauthorized: true,
  });
  if (result.message === 'error' && !isVerifyFirst(result) && !isSuspended(result))
    toast.error(result.error);
  return result;
}

export const isVerifyFirst = (result: ApiResponse<unknown>) =>
  result.message === 'error' && result.error === AUTH_MSG.verifyFirst;

/** A suspended host's right password (decision 016): said on the form, not in a toast. */
export const isSuspended = (result: ApiResponse<unknown>) =>
  result.message === 'error' && result.error === AUTH_MSG.hostSuspended;

export function register(payload: SignupRequest) {
  return api.post<PublicUser>('/auth/register', payload);
}

export function verifyEmail(token: string, options: { silent?: boolean } = {}) {
  // The token travels in the query string (§7); the body is empty.
  return api.post<null>(`/auth/verify-email?${new URLSearchParams({ token })}`, undefined, options);
}

/** POST /auth/resend-verification-email; the server answers 200 whether or not the email exists. */
export async function resendVerificationEmail(email: string): Promise<boolean> {
  const result = await api.post<null>('/auth/resend-verification-email', { email });
  if (result.message === 'error') return false;
  toast.success(AUTH_MSG.verificationSent);
  return true;
}

/**
 * POST /auth/forgot-password. §7: the message 'OTP sent to your email' means success; any other
 * answer is an error to show.
 */
export async function requestPasswordResetCode(email: string): Promise<boolean> {
  const result: { message: string; error?: string } = await api.post<null>(
    '/auth/forgot-password',
    { email },
  );
  if (result.message === AUTH_MSG.otpSent) {
    toast.success(AUTH_MSG.verificationSent);
    return true;
  }
  if (result.message !== 'error') toast.error(result.message);
  return false;
}

/** POST /auth/confirm-otp: success unless the message is 'error' (§7). */
export function confirmOtp(body: ConfirmOtpRequest) {
  return api.post<null>('/auth/confirm-otp', body);
}

/** GET /auth/verify-reset-token: silent, the page explains an invalid link itself. */
export function verifyResetToken(token: string, signal?: AbortSignal) {
  return api.get<{ valid: boolean }>(
    '/auth/verify-reset-token',
    { token, type: 'reset' },
    { silent: true, signal },
  );
}

/**
 * POST /auth/reset-password: success when the message is 'Password successfully reset' (§7).
 * A failure is toasted with the §8 reset text ('Invalid credentials', or the network text) and
 * its reason is returned for the page to explain.
 */
export async function resetPassword(body: {
  new_password: string;
  token: string;
}): Promise<{ ok: true } | { ok: false; reason: string }> {
  const result = await api.post<null>('/auth/reset-password', body, { silent: true });
  // The server answers with its own message text on success (§7), not 'success'.
  const message: string = result.message;
  if (message === AUTH_MSG.passwordReset) return { ok: true };
  const reason = result.message === 'error' ? result.error : message;
  toast.error(reason === MSG.networkError ? MSG.networkError : MSG.invalidCredentials);
  return { ok: false, reason };
}

export function changePassword(body: ChangePasswordRequest) {
  return api.put<null>('/auth/change-password', body);
}

export { fetchSessionUser } from './session';
