import { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  ConfirmOtpRequestSchema,
  EmailRequestSchema,
  LoginRequestSchema,
  ResetPasswordRequestSchema,
  SignupRequestSchema,
  TokenQuerySchema,
  VerifyResetTokenQuerySchema,
} from '../../shared/auth/schemas';
import { AUTH_MSG } from '../../shared/auth/rules';
import { MSG } from '../../shared/messages';
import { UserSchema } from '../../shared/users/user';
import { AppError } from '../http/app-error';
import { ok, successSchema } from '../http/envelope';
import type { App } from '../http/types';
import { LIMITS } from '../rate-limit/limits';
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

const userResponse = { 200: successSchema(UserSchema) };
const emptyResponse = { 200: successSchema(z.null()) };
/** §7: two endpoints answer with their message text itself instead of 'success'. */
const messageResponse = (text: string) => ({
  200: z.object({ message: z.literal(text), data: z.null() }),
});
const tags = ['auth'];

export async function authRoutes(app: App) {
  const secureCookie = app.config.publicUrl.startsWith('https://');
  const ip = (request: { ip: string }) => request.ip;

  // §7 names POST /login; /auth/login is the same call under the auth prefix.
  for (const url of ['/login', '/auth/login']) {
    app.post(
      url,
      {
        schema: { tags, summary: 'Log in', body: LoginRequestSchema, response: userResponse },
        config: { access: 'public' },
      },
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

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Sign up as a host or participant',
        body: SignupRequestSchema,
        response: { 201: successSchema(UserSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await app.deps.rateLimit([[LIMITS.registerPerIp, ip(request)]]);
      const user = await registerUser(app.deps, request.body);
      return reply.status(201).send(ok(toPublicUser(user, user)));
    },
  );

  app.get(
    '/auth/verify-token',
    {
      schema: {
        tags,
        summary: 'The logged-in user, or null for a guest',
        response: { 200: successSchema(UserSchema.nullable()) },
      },
      config: { access: 'optional' },
    },
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

  app.post(
    '/auth/logout',
    {
      schema: { tags, summary: 'End the session', response: emptyResponse },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply, secureCookie);
      return ok(null);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an email address',
        querystring: TokenQuerySchema,
        response: emptyResponse,
      },
      config: { access: 'public' },
    },
    async (request) => {
      await verifyEmail(app.deps, request.query.token);
      return ok(null);
    },
  );

  app.post(
    '/auth/resend-verification-email',
    {
      schema: {
        tags,
        summary: 'Mail a new verification link',
        body: EmailRequestSchema,
        response: emptyResponse,
      },
      config: { access: 'public' },
    },
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

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset code',
        body: EmailRequestSchema,
        response: messageResponse(AUTH_MSG.otpSent),
      },
      config: { access: 'public' },
    },
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

  app.post(
    '/auth/confirm-otp',
    {
      schema: {
        tags,
        summary: 'Check the code; mails a reset link',
        body: ConfirmOtpRequestSchema,
        response: emptyResponse,
      },
      config: { access: 'public' },
    },
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

  app.get(
    '/auth/verify-reset-token',
    {
      schema: {
        tags,
        summary: 'Whether a reset link is still usable',
        querystring: VerifyResetTokenQuerySchema,
        response: { 200: successSchema(z.object({ valid: z.literal(true) })) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      if (!(await isResetTokenUsable(app.deps, request.query.token))) {
        throw new AppError('bad_request', AUTH_MSG.invalidLink);
      }
      return ok({ valid: true as const });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        body: ResetPasswordRequestSchema,
        response: messageResponse(AUTH_MSG.passwordReset),
      },
      config: { access: 'public' },
    },
    async (request) => {
      await resetPassword(app.deps, request.body.token, request.body.new_password);
      return { message: AUTH_MSG.passwordReset, data: null };
    },
  );

  app.put(
    '/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password',
        body: ChangePasswordRequestSchema,
        response: emptyResponse,
      },
      config: { access: 'user' },
    },
    async (request) => {
      await changePassword(app.deps, actorOf(request), request.sessionId, request.body);
      return ok(null);
    },
  );
}
