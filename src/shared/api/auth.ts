import { endpoint } from './endpoint';

const load = () => import('./schemas/auth');

export const login = endpoint(load, 'POST', '/login', (s) => ({
  body: s.LoginRequestSchema,
  response: s.UserSchema,
}));

/** §7 names POST /login; this is the same call under the auth prefix. */
export const authLogin = endpoint(load, 'POST', '/auth/login', (s) => ({
  body: s.LoginRequestSchema,
  response: s.UserSchema,
}));

export const register = endpoint(
  load,
  'POST',
  '/auth/register',
  (s) => ({ body: s.SignupRequestSchema, response: s.UserSchema }),
  { status: [201] },
);

/** The token travels in the query string (§7); the body is empty. */
export const verifyEmail = endpoint(load, 'POST', '/auth/verify-email', (s) => ({
  query: s.TokenQuerySchema,
  response: s.NothingSchema,
}));

export const resendVerificationEmail = endpoint(
  load,
  'POST',
  '/auth/resend-verification-email',
  (s) => ({
    body: s.EmailRequestSchema,
    response: s.NothingSchema,
  }),
);

export const forgotPassword = endpoint(load, 'POST', '/auth/forgot-password', (s) => ({
  body: s.EmailRequestSchema,
  response: s.NothingSchema,
  message: s.AUTH_MSG.otpSent,
}));

export const confirmOtp = endpoint(load, 'POST', '/auth/confirm-otp', (s) => ({
  body: s.ConfirmOtpRequestSchema,
  response: s.NothingSchema,
}));

export const verifyResetToken = endpoint(load, 'GET', '/auth/verify-reset-token', (s) => ({
  query: s.VerifyResetTokenQuerySchema,
  response: s.UsableSchema,
}));

export const resetPassword = endpoint(load, 'POST', '/auth/reset-password', (s) => ({
  body: s.ResetPasswordRequestSchema,
  response: s.NothingSchema,
  message: s.AUTH_MSG.passwordReset,
}));

export const changePassword = endpoint(load, 'PUT', '/auth/change-password', (s) => ({
  body: s.ChangePasswordRequestSchema,
  response: s.NothingSchema,
}));
