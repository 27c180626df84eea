import { toast } from '../components/toast';
import * as contract from '../../shared/api/auth';
import { AUTH_MSG } from '../../shared/auth/rules';
import { MSG } from '../../shared/messages';
import type {
  ChangePasswordRequest,
  ConfirmOtpRequest,
  LoginRequest,
  SignupRequest,
} from '../../shared/auth/schemas';
import { settle, type Outcome } from '../query-client';
import { call, hasErrorCode } from './client';

/**
 * The auth endpoints of §7, called by the auth forms directly (not as mutations). Each resolves
 * with an `Outcome` and never rejects; failures are already toasted unless a function says
 * otherwise.
 */

/**
 * POST /login. A 401 does not count as a timed-out session; nothing is toasted: the login form
 * says every refusal beside itself ('Invalid credentials', verify first with a resend button, a
 * suspended host, too many attempts), where the eye already is.
 */
export function login(credentials: LoginRequest) {
  return settle(call(contract.login, { body: credentials, ignoreUnauthorized: true }), {
    silent: true,
  });
}

export const isVerifyFirst = (result: Outcome<unknown>) =>
  !result.ok && hasErrorCode(result.error, 'errors.auth.verifyFirst');

/** A suspended host's right password (decision 016): said on the form, not in a toast. */
export const isSuspended = (result: Outcome<unknown>) =>
  !result.ok && hasErrorCode(result.error, 'errors.auth.hostSuspended');

export function register(payload: SignupRequest) {
  return settle(call(contract.register, { body: payload }));
}

/** POST /auth/verify-email?token: silent, the page says whether it worked. */
export function verifyEmail(token: string) {
  return settle(call(contract.verifyEmail, { query: { token } }), { silent: true });
}

/** POST /auth/resend-verification-email; the server answers 200 whether or not the email exists. */
export async function resendVerificationEmail(email: string): Promise<boolean> {
  const result = await settle(call(contract.resendVerificationEmail, { body: { email } }));
  if (result.ok) toast.success(AUTH_MSG.verificationSent);
  return result.ok;
}

/** POST /auth/forgot-password (§7: its message 'OTP sent to your email' means success). */
export async function requestPasswordResetCode(email: string): Promise<boolean> {
  const result = await settle(call(contract.forgotPassword, { body: { email } }));
  if (result.ok) toast.success(AUTH_MSG.verificationSent);
  return result.ok;
}

/** POST /auth/confirm-otp. */
export function confirmOtp(body: ConfirmOtpRequest) {
  return settle(call(contract.confirmOtp, { body }));
}

/** GET /auth/verify-reset-token (for a query; the page explains an invalid link itself). */
export function verifyResetToken(token: string, signal?: AbortSignal) {
  return call(contract.verifyResetToken, { query: { token, type: 'reset' }, signal });
}

/**
 * POST /auth/reset-password (§7: success is the message 'Password successfully reset'). A failure
 * is toasted with the §8 reset text ('Invalid credentials', or the network text) and its reason
 * is returned for the page to explain.
 */
export async function resetPassword(body: {
  new_password: string;
  token: string;
}): Promise<{ ok: true } | { ok: false; reason: string }> {
  const result = await settle(call(contract.resetPassword, { body }), { silent: true });
  if (result.ok) return { ok: true };
  const reason = result.error.message;
  toast.error(reason === MSG.networkError ? MSG.networkError : MSG.invalidCredentials);
  return { ok: false, reason };
}

export function changePassword(body: ChangePasswordRequest) {
  return settle(call(contract.changePassword, { body }));
}

export { fetchSessionUser } from './session';
