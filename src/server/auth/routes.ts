import { pageLanguage } from '../../shared/i18n/languages';
import * as contract from '../../shared/api/auth';
import * as session from '../../shared/api/session';
import { AUTH_MSG } from '../../shared/auth/rules';
import { MSG } from '../../shared/messages';
import { AppError } from '../platform/http/app-error';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { LIMITS } from '../platform/rate-limit/limits';
import { toPublicUser } from '../users/service';
import { actorOf } from './access';
import {
  changePassword,
  confirmOtp,
  isResetTokenUsable,
  logIn,
  registerUser,
  resendVerification,
  resetPassword,
  startPasswordReset,
  verifyEmail,
} from './service';
import { clearSessionCookie, endSession, SESSION_COOKIE, setSessionCookie } from './sessions';

const tags = ['auth'];

export async function authRoutes(app: App) {
  const secureCookie = app.config.publicUrl.startsWith('https://');
  const ip = (request: { ip: string }) => request.ip;

  // §7 names POST /login; /auth/login is the same call under the auth prefix.
  for (const endpoint of [contract.login, contract.authLogin]) {
    await route(
      app,
      endpoint,
      { tags, summary: 'Log in', access: 'public' },
      async (request, reply) => {
        const { email, password } = request.body;
        const { user, session } = await app.deps.rateLimit.login(email, ip(request), () =>
          logIn(app.deps, email, password),
        );
        setSessionCookie(reply, session.token, secureCookie);
        return ok(toPublicUser(user, user));
      },
    );
  }

  await route(
    app,
    contract.register,
    { tags, summary: 'Sign up as a host or participant', access: 'public' },
    async (request, reply) => {
      await app.deps.rateLimit([[LIMITS.registerPerIp, ip(request)]]);
      // Left out, the language of the page they signed up on (its cookie, else the browser's).
      const language =
        request.body.language ??
        pageLanguage({
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        });
      const user = await registerUser(app.deps, { ...request.body, language });
      return reply.status(201).send(ok(toPublicUser(user, user)));
    },
  );

  await route(
    app,
    session.sessionUser,
    { tags, summary: 'The logged-in user, or null for a guest', access: 'optional' },
    async (request, reply) => {
      const { user } = request;
      if (user) return ok(toPublicUser(user, user));
      // No cookie: a guest, which every guest page load asks about, so an answer and not a 401
      // (one per visit, logged as an error in the browser's console).
      if (!request.cookies[SESSION_COOKIE]) return ok(null);
      // A cookie whose session has ended: the 401 runs the app's session-timeout handler (§4).
      // Cleared, so the next visit is a guest's rather than another 401.
      clearSessionCookie(reply, secureCookie);
      throw new AppError('unauthorized', MSG.sessionExpired);
    },
  );

  await route(
    app,
    session.logout,
    { tags, summary: 'End the session', access: 'public' },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply, secureCookie);
      return ok(null);
    },
  );

  await route(
    app,
    contract.verifyEmail,
    { tags, summary: 'Confirm an email address', access: 'public' },
    async (request) => {
      await verifyEmail(app.deps, request.query.token);
      return ok(null);
    },
  );

  await route(
    app,
    contract.resendVerificationEmail,
    { tags, summary: 'Mail a new verification link', access: 'public' },
    async (request) => {
      const { email } = request.body;
      await app.deps.rateLimit([
        [LIMITS.resendPerIp, ip(request)],
        [LIMITS.resendPerEmail, email],
      ]);
      await resendVerification(app.deps, email);
      return ok(null);
    },
  );

  await route(
    app,
    contract.forgotPassword,
    { tags, summary: 'Mail a password-reset code', access: 'public' },
    async (request) => {
      const { email } = request.body;
      await app.deps.rateLimit([
        [LIMITS.forgotPerIp, ip(request)],
        [LIMITS.forgotPerEmail, email],
      ]);
      await startPasswordReset(app.deps, email);
      return { message: AUTH_MSG.otpSent, data: null };
    },
  );

  await route(
    app,
    contract.confirmOtp,
    { tags, summary: 'Check the code; mails a reset link', access: 'public' },
    async (request) => {
      const { email, otp } = request.body;
      await app.deps.rateLimit([
        [LIMITS.otpPerIp, ip(request)],
        [LIMITS.otpPerEmail, email],
      ]);
      await confirmOtp(app.deps, email, otp);
      return ok(null);
    },
  );

  await route(
    app,
    contract.verifyResetToken,
    { tags, summary: 'Whether a reset link is still usable', access: 'public' },
    async (request) => {
      if (!(await isResetTokenUsable(app.deps, request.query.token))) {
        throw new AppError('bad_request', AUTH_MSG.invalidLink);
      }
      return ok({ valid: true as const });
    },
  );

  await route(
    app,
    contract.resetPassword,
    { tags, summary: 'Set a new password with a reset link', access: 'public' },
    async (request) => {
      await resetPassword(app.deps, request.body.token, request.body.new_password);
      return { message: AUTH_MSG.passwordReset, data: null };
    },
  );

  await route(
    app,
    contract.changePassword,
    { tags, summary: 'Change the password', access: 'user' },
    async (request) => {
      await changePassword(app.deps, actorOf(request), request.sessionId, request.body);
      return ok(null);
    },
  );
}
