import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFrom, SUBJECTS, waitForMail } from './outbox';

/** Demo accounts seeded by the test server (scripts/seed); all share one password. */
export const DEMO_PASSWORD = 'Matchday@2026';
export const DEMO = {
  admin: 'admin@matchday.test',
  host: 'host@matchday.test',
  participant: 'player@matchday.test',
} as const;

/** A fresh address per call, so parallel tests and repeated runs never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.test`;
}

export type NewAccount = { email: string; password: string; name: string };

/**
 * Signs a participant up through the API and verifies the email through the mailed link, for
 * tests whose subject is something else (the browser sign-up has its own test).
 */
export async function createVerifiedParticipant(
  request: APIRequestContext,
  baseURL: string,
  label: string,
  /** A name and school of its own (the competition's entrants and their organisations). */
  profile: { name?: string; school?: string; language?: 'en' | 'hi' } = {},
): Promise<NewAccount> {
  const account = {
    email: uniqueEmail(label),
    password: 'Start#Pass1',
    name: profile.name ?? `Test ${label}`,
  };
  const res = await request.post('/api/v1/auth/register', {
    data: {
      role: 'Participant',
      name: account.name,
      email: account.email,
      phone_number: '9876543210',
      password: account.password,
      confirm_password: account.password,
      school_or_college: profile.school ?? 'City College',
      ...(profile.language && { language: profile.language }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await waitForMail(
    account.email,
    profile.language === 'hi' ? SUBJECTS.verifyHindi : SUBJECTS.verify,
  );
  const token = new URL(linkFrom(mail, `${baseURL}/verify-email`)).searchParams.get('token');
  const verified = await request.post(
    `/api/v1/auth/verify-email?token=${encodeURIComponent(token ?? '')}`,
  );
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** A new host, signed up and verified through the API, so the demo hosts stay as they are. */
export async function createVerifiedHost(
  request: APIRequestContext,
  baseURL: string,
  label: string,
  organisation = 'Fly By Night Sports',
): Promise<NewAccount> {
  const account = {
    email: uniqueEmail(label),
    password: 'Host#Pass1',
    name: `Host ${label} ${Math.random().toString(36).slice(2, 6)}`,
  };
  const res = await request.post('/api/v1/auth/register', {
    data: {
      role: 'Host',
      name: account.name,
      email: account.email,
      phone_number: '9876543210',
      password: account.password,
      confirm_password: account.password,
      organisation_name: organisation,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await waitForMail(account.email, SUBJECTS.verify);
  const token = new URL(linkFrom(mail, `${baseURL}/verify-email`)).searchParams.get('token');
  const verified = await request.post(
    `/api/v1/auth/verify-email?token=${encodeURIComponent(token ?? '')}`,
  );
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** Logs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await dismissToast(page, 'Login Successfully');
}

/**
 * Closes a toast with its close button, as a user would: top-right toasts cover the user menu
 * for their five seconds, and a click on the menu would wait for them to go.
 */
export async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
  await expect(async () => {
    if ((await toast.count()) === 0) return;
    // The toast bounces in and out, so it is never "stable" for long: click without waiting for
    // that, and accept that it may already be leaving on its own.
    await toast
      .first()
      .getByRole('button', { name: 'close' })
      .click({ force: true, timeout: 2_000 })
      .catch(() => {});
    // A pointer left over a toast pauses its timer (react-toastify's pauseOnHover), so a missed
    // click would keep it up for good: move the pointer away before waiting for it to go.
    await page.mouse.move(0, 0);
    await expect(toast).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
