import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/auth'));

export const login = endpoint('POST', '/login', (s) => ({
  body: s.LoginRequestSchema,
  response: s.UserSchema,
}));

/** §7 names POST /login; this is the same call under the auth prefix. */
export const authLogin = endpoint('POST', '/auth/login', (s) => ({
  body: s.LoginRequestSchema,
  response: s.UserSchema,
}));

export const register = endpoint(
  'POST',
  '/auth/register',
  (s) => ({ body: s.SignupRequestSchema, response: s.UserSchema }),
  { status: [201] },
);

/** The user behind the session cookie, or null for a guest. */
export const sessionUser = endpoint('GET', '/auth/verify-token', (s) => ({
  response: s.SessionUserSchema,
}));

export const logout = endpoint('POST', '/auth/logout', (s) => ({ response: s.NothingSchema }));

/** The token travels in the query string (§7); the body is empty. */
export const verifyEmail = endpoint('POST', '/auth/verify-email', (s) => ({
  query: s.TokenQuerySchema,
  response: s.NothingSchema,
}));

export const resendVerificationEmail = endpoint('POST', '/auth/resend-verification-email', (s) => ({
  body: s.EmailRequestSchema,
  response: s.NothingSchema,
}));

export const forgotPassword = endpoint('POST', '/auth/forgot-password', (s) => ({
  body: s.EmailRequestSchema,
  response: s.NothingSchema,
  message: s.AUTH_MSG.otpSent,
}));

export const confirmOtp = endpoint('POST', '/auth/confirm-otp', (s) => ({
  body: s.ConfirmOtpRequestSchema,
  response: s.NothingSchema,
}));

export const verifyResetToken = endpoint('GET', '/auth/verify-reset-token', (s) => ({
  query: s.VerifyResetTokenQuerySchema,
  response: s.UsableSchema,
}));

export const resetPassword = endpoint('POST', '/auth/reset-password', (s) => ({
  body: s.ResetPasswordRequestSchema,
  response: s.NothingSchema,
  message: s.AUTH_MSG.passwordReset,
}));

export const changePassword = endpoint('PUT', '/auth/change-password', (s) => ({
  body: s.ChangePasswordRequestSchema,
  response: s.NothingSchema,
}));
