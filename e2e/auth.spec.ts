import { expect, test, type Page } from '@playwright/test';
import { AUTH_MSG } from '../src/shared/auth/rules';
import { MSG } from '../src/shared/messages';
import {
  createVerifiedParticipant,
  DEMO,
  dismissToast,
  DEMO_PASSWORD,
  logIn,
  uniqueEmail,
} from './support/accounts';
import { codeFrom, linkFrom, SUBJECTS, waitForMail } from './support/outbox';

/**
 * The auth journeys a person takes end to end: sign up, verify the email and log in; forget the
 * password and reset it; come back after the session ended. The forms' texts, the guards and
 * the pages of refused links are component tests (src/web/pages/auth/*.test.tsx,
 * src/web/routes/guards.test.tsx, src/web/pages/settings/SettingsPage.test.tsx); the server's
 * answers are src/server/auth/auth.test.ts.
 */

/** A toast (react-toastify), told apart from the page's own alerts. */
const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });
/** A text field by its accessible name (the label without the required marker). */
const field = (page: Page, label: string) =>
  page.getByRole('main').getByRole('textbox', { name: label, exact: true });

test.describe('sign-up and login', () => {
  test('a participant signs up, is asked to verify first, resends the link, verifies, logs in and out', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('signup');
    const password = 'Sunny#Day9';
    await page.goto('/singup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Account' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Host/ })).toBeChecked();
    await expect(field(page, 'Organisation Name')).toBeVisible();
    await page.getByRole('radio', { name: /^Participant/ }).check();
    await expect(field(page, 'School or College')).toBeVisible();
    await expect(field(page, 'Organisation Name')).toHaveCount(0);
    await field(page, 'Name').fill('Priya Runner');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone Number').fill('9876501234');
    await page.getByRole('main').getByLabel('Date of Birth', { exact: true }).fill('2004-06-01');
    await field(page, 'Height (cm)').fill('168');
    await field(page, 'School or College').fill('City College');
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(toast(page, MSG.success)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/We sent a verification link to/)).toContainText(email);
    const first = await waitForMail(email, SUBJECTS.verify);

    // Logging in before verifying asks to verify first, and can resend the link.
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: AUTH_MSG.verifyFirst });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await alert.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(toast(page, AUTH_MSG.verificationSent)).toBeVisible();
    const second = await waitForMail(email, SUBJECTS.verify, { after: first.file });
    expect(linkFrom(second, 'http')).not.toBe(linkFrom(first, 'http'));

    await page.goto(linkFrom(second, `${baseURL}/verify-email?token=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(page.getByText(AUTH_MSG.emailVerified)).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await dismissToast(page, MSG.loginSuccess);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Events',
    ]);

    await page.getByRole('button', { name: 'Priya Runner' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after a session timeout the login page says so', async ({ page }) => {
    await logIn(page, DEMO.participant, DEMO_PASSWORD);
    // The session ends (say, logged out in another tab); the next API call answers 401.
    await page.context().clearCookies();
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MSG.sessionExpired)).toBeVisible();
    // Logging in again returns to the page the user was headed for.
    await field(page, 'Email').fill(DEMO.participant);
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('forgot password, code, link and new password, then log in with it', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createVerifiedParticipant(request, baseURL!, 'reset');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await field(page, 'Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(toast(page, AUTH_MSG.verificationSent)).toBeVisible();
    await expect(page).toHaveURL(`/confirm-otp/${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm OTP' })).toBeVisible();

    const otp = codeFrom(await waitForMail(account.email, SUBJECTS.resetCode));
    const wrong = otp === '000000' ? '111111' : '000000';
    await field(page, 'OTP').fill(wrong);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('main').getByText(AUTH_MSG.invalidOtp)).toBeVisible();
    await field(page, 'OTP').fill(otp);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(toast(page, AUTH_MSG.otpConfirmed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const link = linkFrom(
      await waitForMail(account.email, SUBJECTS.resetLink),
      `${baseURL}/reset-password/`,
    );
    // A second tab opens the same link now and submits after the first one used it.
    const late = await page.context().newPage();
    await late.goto(link);
    await expect(field(late, 'New Password')).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const newPassword = 'Fresh#Start2';
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm Password').fill('Other#Start2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, AUTH_MSG.passwordMismatch)).toBeVisible();
    await field(page, 'Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, AUTH_MSG.passwordChanged)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // §8: the failed reset toasts 'Invalid credentials'; the page says why and what to do.
    await field(late, 'New Password').fill('Late#Start3');
    await field(late, 'Confirm Password').fill('Late#Start3');
    await late.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(late, MSG.invalidCredentials)).toBeVisible();
    await expect(late.getByText(AUTH_MSG.invalidLink)).toBeVisible();
    await expect(late.getByRole('link', { name: 'Request a new code' })).toBeVisible();
    await late.close();

    await logIn(page, account.email, newPassword);
  });
});
