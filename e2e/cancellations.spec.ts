import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';
import { appReady } from './support/app';
import { openEvent, paidParticipant } from './support/paid-events';
import { demoSessionFile } from './support/sessions';

/**
 * Issue 16 in the browser: a participant cancels a paid registration and sees the refund the
 * policy gives; a host cancels a whole event and watches its refunds land.
 */

test('a participant cancels a paid registration and sees the refund the policy gives', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  // 80 % until 5 days before the event (20 days away), with a ₹20 fee.
  const { event, categoryId } = await openEvent(baseURL!, 500, {
    steps: [{ days_before: 5, percent: 80 }],
    fee: 20,
  });
  const who = await paidParticipant(request, baseURL!, event.id, categoryId, 'canceller');
  await logIn(page, who.email, who.password);
  await page.goto('/app/dashboard');
  await appReady(page);
  const entry = page.getByTestId('dashboard-registration').filter({ hasText: event.title });
  await entry.getByRole('button', { name: 'Cancel registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this registration?' });
  // 80 % of ₹500 is ₹400, less the ₹20 fee.
  await expect(dialog.getByTestId('refund-quote')).toContainText(
    'You get back ₹380.00 of the ₹500.00 you paid.',
  );
  await expect(dialog.getByTestId('refund-quote')).toContainText('80 % refund until');
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByText('A refund of ₹380.00 is on its way.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry).toHaveCount(0);
  // The test provider runs Razorpay's states: pending, then processed.
  const refund = page.getByTestId('refund-entry').filter({ hasText: event.title });
  await expect(refund).toContainText('₹380.00');
  await expect
    .poll(async () => {
      await page.reload();
      return refund.textContent();
    })
    .toContain('Refunded');
});

test('a host cancels an event and watches every refund land', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const { event, categoryId } = await openEvent(baseURL!, 300);
  for (const label of ['one', 'two', 'three'])
    await paidParticipant(request, baseURL!, event.id, categoryId, `cancel-${label}`);

  const context = await browser.newContext({
    baseURL,
    storageState: await demoSessionFile('cancellations', 'host', baseURL!),
  });
  const host = await context.newPage();
  await host.goto(`/app/events/event-details/${event.id}`);
  await appReady(host);
  await host.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = host.getByRole('dialog', { name: 'Cancel this event?' });
  const confirm = dialog.getByRole('button', { name: 'Cancel event and refund all' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for participants').fill('The ground is waterlogged');
  await confirm.click();
  const progress = host.getByTestId('cancellation-progress');
  await expect(progress).toContainText('The ground is waterlogged');
  await expect(progress).toContainText('3 of 3 refunds made · ₹900.00 of ₹900.00', {
    timeout: 20_000,
  });
  await expect(progress).toContainText('Failed: 0');
  await expect(progress).toContainText('Event cancelled: refunds done');
  // The participants open on the Cancelled tab: each registration with its refund (issue 24).
  const participants = host.getByRole('region', { name: 'Participants' });
  await expect(participants.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const cancelled = participants.getByTestId('cancelled-registration');
  await expect(cancelled).toHaveCount(3);
  await expect(cancelled.filter({ hasText: 'Refunded' })).toHaveCount(3);
  await expect(cancelled.first()).toContainText('Event cancelled: “The ground is waterlogged”');
  await expect(host.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);

  // The public page says it is cancelled, and takes no more registrations.
  await host.goto(`/events/event-details/${event.id}`);
  await expect(host.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(host.getByText('This event has been cancelled')).toBeVisible();
  await expect(host.getByText('Reason: The ground is waterlogged')).toBeVisible();
  await expect(host.getByRole('link', { name: 'Participate Now' })).toHaveCount(0);
  await context.close();
});
