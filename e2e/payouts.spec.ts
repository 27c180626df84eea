import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { createVerifiedHost, logIn } from './support/accounts';
import { openEvent, paidParticipant } from './support/paid-events';

/**
 * Issue 26 as people meet it: a new host whose participant paid ₹499 sees the share accrue, saves
 * a payout account in Settings (the test provider activates it at once, and the status changes on
 * the page by itself), then sees it on hold under Earnings with its chart, and downloads the bill
 * of supply from the participants list; the participant downloads theirs from the dashboard. The
 * money's rules (fees, holds, reversals, serials, taxes) are API tests in src/server/money/payouts.
 */

/** Clicks a link that downloads and answers the file's suggested name. */
async function downloadName(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return download.suggestedFilename();
}

test('a host onboards for payouts, sees the earnings on hold, and both sides download the bill of supply', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // two sign-ups with their mails, a payment, two browsers
  const api = await playwrightRequest.newContext({ baseURL });
  const host = await createVerifiedHost(api, baseURL!, 'payouts', 'Konkan Kabaddi Club');
  const login = await api.post('/api/v1/login', {
    data: { email: host.email, password: host.password },
  });
  expect(login.status()).toBe(200);
  const { event, categoryId } = await openEvent(baseURL!, 499, null, [], { host: api });
  await api.dispose();
  const player = await paidParticipant(request, baseURL!, event.id, categoryId, 'payouts');

  await logIn(page, host.email, host.password);
  await page.goto('/app/earnings');
  // Not onboarded: the share (₹499 less 5 %) waits, and the page says how to receive it.
  await expect(page.getByTestId('total-accrued')).toContainText('₹474.05');
  await page.getByRole('link', { name: /Add your payout account/ }).click();
  await expect(page).toHaveURL(/\/app\/settings#payouts$/);

  const form = page.getByRole('form', { name: 'Payout account' });
  await form.getByLabel('Legal name').fill('Konkan Kabaddi Club');
  await form.getByLabel('Business type').selectOption('proprietorship');
  await form.getByLabel('PAN').fill('ABCPK1234L');
  await form.getByLabel('GST state').selectOption('MH');
  await form.getByLabel('Street address').fill('14 Shivaji Path, Ratnagiri');
  await form.getByLabel('City').fill('Ratnagiri');
  await form.getByLabel(/^State\b/).selectOption('MH');
  await form.getByLabel('PIN code').fill('415612');
  await form.getByLabel('Account number').fill('50100234567890');
  await form.getByLabel('IFSC').fill('HDFC0001234');
  await form.getByLabel('Bank name').fill('HDFC Bank');
  await form.getByLabel('Account holder name').fill('Konkan Kabaddi Club');
  await form.getByRole('button', { name: 'Save payout details' }).click();
  // Being verified, then active once the job has made the linked account: no reload needed.
  await expect(page.getByTestId('payout-status')).toContainText('Active', { timeout: 20_000 });
  await expect(form.getByText('Account ending 7890')).toBeVisible();
  await expect(form.getByLabel('Account number')).toHaveValue('');

  await page.goto('/app/earnings');
  await expect(page.getByTestId('total-on_hold')).toContainText('₹474.05');
  await expect(page.getByTestId('total-gross')).toContainText('₹499.00');
  await expect(page.getByTestId('total-fees')).toContainText('₹24.95');
  await expect(page.getByTestId('total-accrued')).toHaveCount(0);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByText(event.title).first()).toBeVisible();
  // Matchday's fee invoice for that payment, for the host's input tax.
  const fee = page.getByRole('link', { name: /^Fee invoice MDF\/\d{4}\/\d{6}$/ });
  expect(await downloadName(page, fee)).toMatch(/^matchday-[a-z-]+-MDF-\d{4}-\d{6}\.pdf$/);

  // The host's participants list links the participant's bill of supply (no GSTIN).
  await page.goto(`/app/events/event-details/${event.id}`);
  const hostLink = page.getByRole('link', { name: /^Bill of supply BOS\/\d{4}\/000001$/ });
  expect(await downloadName(page, hostLink)).toMatch(
    /^matchday-bill-of-supply-BOS-\d{4}-000001\.pdf$/,
  );

  // The participant downloads it from their dashboard.
  const context = await browser.newContext();
  const playerPage = await context.newPage();
  await logIn(playerPage, player.email, player.password);
  const own = playerPage.getByRole('link', { name: /^Bill of supply BOS\/\d{4}\/000001$/ });
  expect(await downloadName(playerPage, own)).toMatch(
    /^matchday-bill-of-supply-BOS-\d{4}-000001\.pdf$/,
  );
  await context.close();
});
