/**
 * The texts of the auth rules and answers (§5, §7). No zod here: pages import them without
 * loading the schemas; rules.ts re-exports them for everything else.
 */
export const AUTH_MSG = {
  emailRequired: 'Email is required',
  invalidEmailFormat: 'Invalid email format',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordRule:
    'Password must contain at least one letter, one uppercase letter, and one special character',
  passwordLength: 'Password must be 8 to 128 characters',
  passwordMismatch: "Password doesn't match",
  otpRequired: 'OTP is required',
  invalidOtp: 'Invalid OTP',
  accountNumber: 'Account number must be 9 to 18 digits',
  phone: 'Please enter a valid phone number',
  otpSent: 'OTP sent to your email',
  passwordReset: 'Password successfully reset',
  emailTaken: 'An account with this email already exists',
  verifyFirst: 'Please verify your email address before logging in. Check your inbox for the link.',
  verificationSent: 'Email Send Successfully',
  emailVerified: 'Your email address is verified. You can log in now.',
  invalidLink: 'This link is invalid or has expired',
  otpConfirmed: 'OTP Confirmed Successfully Please check your email for password reset link',
  passwordChanged: 'Password Changed Successfully',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required to change the email',
  /** Resending a change link when no change waits (issue 24). */
  noPendingEmail: 'There is no email change waiting for confirmation',
  /** A suspended host's right password, and their session (decision 016). */
  hostSuspended: 'Your host account is suspended. Contact support.',
} as const;
