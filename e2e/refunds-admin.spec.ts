import { expect, test } from '@playwright/test';
import { appReady } from './support/app';
import { openEvent, paidParticipant } from './support/paid-events';
import { demoSessionFile } from './support/sessions';

/**
 * Issue 16 in the browser: the host removes a paid registration with a reason (refunded in full);
 * the admin sees that refund land in the Refunds tab, with its credit note.
 */
test('a host removes a paid player with a reason; the admin sees the refund and its credit note', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const { event, categoryId } = await openEvent(baseURL!, 450);
  const who = await paidParticipant(request, baseURL!, event.id, categoryId, 'removed');

  const hostContext = await browser.newContext({
    baseURL,
    storageState: await demoSessionFile('refunds-admin', 'host', baseURL!),
  });
  const host = await hostContext.newPage();
  await host.goto(`/app/events/event-details/${event.id}`);
  await appReady(host);
  await host.getByRole('button', { name: `Remove ${who.name} and refund` }).click();
  const dialog = host.getByRole('dialog', { name: 'Remove this registration?' });
  await expect(dialog).toContainText(
    `${who.name} is removed from Open and refunded ₹450.00 in full.`,
  );
  const confirm = dialog.getByRole('button', { name: 'Remove and refund' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason, mailed to the participant').fill('Entered under two names');
  await confirm.click();
  await expect(host.getByText(`${who.name} is removed. ₹450.00 is being refunded.`)).toBeVisible();
  await expect(host.getByRole('button', { name: `Remove ${who.name} and refund` })).toHaveCount(0);
  await hostContext.close();

  const adminContext = await browser.newContext({
    baseURL,
    storageState: await demoSessionFile('refunds-admin', 'admin', baseURL!),
  });
  const admin = await adminContext.newPage();
  const card = admin.getByTestId('admin-refund').filter({ hasText: who.email });
  // The test provider makes the refund and reports it processed a moment later.
  await expect
    .poll(async () => {
      await admin.goto('/app/payments?tab=refunds');
      return (await card.textContent()) ?? '';
    })
    .toContain('Refunded');
  await expect(card).toContainText('Removed by the host');
  await expect(card).toContainText('“Entered under two names”');
  await expect(card).toContainText('₹450.00');
  const href = await card.getByRole('link', { name: 'Credit note (PDF)' }).getAttribute('href');
  const pdf = await admin.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await adminContext.close();
});
