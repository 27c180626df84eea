import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openEvent, paidParticipant } from './support/paid-events';
import { demoSessionFile } from './support/sessions';

/**
 * Issue 27 as a host meets it on an event's page: the sales figures and their chart (with its
 * table), both downloads (the CSV read back, the workbook opened with its sheets), the start
 * list, a message whose progress reaches everyone, and a reminder turned off. The rules behind
 * each (exact figures, CSV injection, once-only sending, limits) are API tests in
 * src/server/toolkit.
 */

/** Clicks a link that downloads; answers its suggested name and its bytes. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await fs.readFile(path) };
}

test('a host reads the sales, downloads the registrations and the start list, messages the players and turns a reminder off', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // two participants sign up and pay first
  const { event, categoryId } = await openEvent(baseURL!, 499);
  const players = [
    await paidParticipant(request, baseURL!, event.id, categoryId, 'toolkit-a'),
    await paidParticipant(request, baseURL!, event.id, categoryId, 'toolkit-b'),
  ];

  const context = await browser.newContext({
    storageState: await demoSessionFile('toolkit', 'host', baseURL!),
  });
  const page = await context.newPage();
  await page.goto(`/app/events/event-details/${event.id}`);

  // Sales at a glance: two paid, ₹998.00, a chart and the same figures as a table.
  await expect(page.getByRole('heading', { name: 'Run your event' })).toBeVisible();
  await expect(page.getByTestId('sales-paid')).toContainText('2');
  await expect(page.getByTestId('sales-revenue')).toContainText('₹998.00');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).first().click();
  await expect(page.getByRole('table').filter({ hasText: '₹998.00' }).first()).toBeVisible();

  // The CSV holds both players; the workbook opens with its "All" sheet and both rows.
  const csv = await download(page, page.getByRole('link', { name: 'CSV' }));
  expect(csv.name).toMatch(/\.csv$/);
  const text = csv.bytes.toString('utf8');
  for (const p of players) expect(text).toContain(p.email);
  const xlsx = await download(page, page.getByRole('link', { name: 'Excel (.xlsx)' }));
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const all = book.getWorksheet('All')!;
  expect(all.actualRowCount).toBe(3);

  // The start list, a PDF.
  const list = await download(page, page.getByRole('link', { name: 'Download PDF' }));
  expect(list.name).toMatch(/\.pdf$/);
  expect(list.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // A message to everyone: it reaches both, and its progress ends at "Sent to 2 of 2".
  await page.getByRole('button', { name: 'Write a message' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('message-reach')).toHaveText('This reaches 2 people.');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Reporting time on match day');
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Please reach the venue by 7:30 with your ticket.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Sent to 2 of 2')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Reminders: one turned off, and it stays off on a new visit.
  const closing = page.getByRole('switch', { name: 'Registration closing tomorrow' });
  await expect(closing).toBeChecked();
  await closing.click();
  await expect(page.getByText(/Turned off: Registration closing tomorrow/)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Registration closing tomorrow' }),
  ).not.toBeChecked();
  await context.close();
});
