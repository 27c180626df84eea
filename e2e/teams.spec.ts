import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedParticipant,
  dismissToast,
  logIn,
  type NewAccount,
} from './support/accounts';
import { appReady } from './support/app';
import { openEvent } from './support/paid-events';
import { demoSessionFile } from './support/sessions';

/**
 * Issue 28 in the browser: a captain starts a team and shares its link; two players join in
 * their own browsers (one signing in on the way, sent back to the team), each pays their share,
 * and the host's list shows the team Paid with every member joined.
 */

async function payShare(page: Page, amount: string) {
  await page.getByRole('button', { name: `Pay your share ${amount}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout.getByTestId('checkout-amount')).toHaveText(amount);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Your share is paid.').first()).toBeVisible({ timeout: 15_000 });
}

test('a captain starts a team, two players join by its link and every share is paid', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  // ₹1,000 in three: the captain's share carries the paisa.
  const { event, categoryId } = await openEvent(
    baseURL!,
    1000,
    null,
    [{ participants_in_team: 3 }],
    { eventCategoryFields: [{ team_payment: 'split' }] },
  );
  const captain = await createVerifiedParticipant(request, baseURL!, 'captain');
  const players: NewAccount[] = [
    await createVerifiedParticipant(request, baseURL!, 'guard', { name: 'Ishaan Guard' }),
    await createVerifiedParticipant(request, baseURL!, 'forward', { name: 'Tara Forward' }),
  ];

  // The captain starts the team from the participate page.
  await logIn(page, captain.email, captain.password);
  await page.goto(`/app/events/event-details/${event.id}/participate?category=${categoryId}`);
  await appReady(page);
  await page.getByRole('radio', { name: /Start a team and invite your players/ }).check();
  const form = page.getByRole('form', { name: 'Start a team' });
  await form.getByRole('textbox', { name: 'Team Name' }).fill('Pune Panthers');
  await form.getByRole('button', { name: 'Start team' }).click();
  await expect(page).toHaveURL(/\/app\/teams\/[0-9a-f]{24}$/);
  const teamUrl = page.url();
  await expect(page.getByTestId('team-status')).toHaveText('Forming 1/3');
  const link = (await page.getByTestId('join-link').textContent())!.trim();
  expect(link).toMatch(/\/app\/teams\/join\/[A-Z2-9]{8}$/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(
      `^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.?*+^$]/g, '\\$&')}`,
    ),
  );
  const joinPath = new URL(link).pathname;

  // The first player opens the link signed out, logs in and is sent back to the team.
  const guardContext = await browser.newContext({ baseURL });
  const guard = await guardContext.newPage();
  await guard.goto(joinPath);
  await expect(guard).toHaveURL(/\/login/);
  const main = guard.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(players[0]!.email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(players[0]!.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(guard).toHaveURL(new RegExp(`${joinPath}$`));
  await expect(guard.getByRole('heading', { name: 'Join Pune Panthers' })).toBeVisible();
  await expect(guard.getByTestId('team-preview')).toContainText('Your share ₹333.33');
  await guard.getByRole('button', { name: 'Join Pune Panthers' }).click();
  await expect(guard).toHaveURL(teamUrl);
  await payShare(guard, '₹333.33');

  // The second player is signed in already.
  const forwardContext = await browser.newContext({ baseURL });
  const forward = await forwardContext.newPage();
  await logIn(forward, players[1]!.email, players[1]!.password);
  await forward.goto(joinPath);
  await forward.getByRole('button', { name: 'Join Pune Panthers' }).click();
  await expect(forward).toHaveURL(teamUrl);
  await expect(forward.getByTestId('team-status')).toHaveText('Complete');
  await payShare(forward, '₹333.33');

  // The captain pays last, and the team is paid.
  await page.reload();
  await appReady(page);
  await payShare(page, '₹333.34');
  await dismissToast(page, 'Your share is paid.');
  await expect(page.getByTestId('team-status')).toHaveText('Paid');
  await expect(page.getByTestId('roster-member')).toHaveCount(3);

  // A member's dashboard lists the team's registration with their own ticket.
  await guard.goto('/app/dashboard');
  await appReady(guard);
  await expect(
    guard.getByTestId('dashboard-registration').filter({ hasText: event.title }),
  ).toContainText('Pune Panthers');
  await guardContext.close();
  await forwardContext.close();

  // The host's list shows the team Paid, each member joined.
  const hostContext = await browser.newContext({
    baseURL,
    storageState: await demoSessionFile('teams', 'host', baseURL!),
  });
  const host = await hostContext.newPage();
  await host.goto(`/app/events/event-details/${event.id}`);
  await appReady(host);
  const row = host.getByTestId('team-row').filter({ hasText: 'Pune Panthers' });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('3 of 3 joined');
  await expect(row).toContainText('Ishaan Guard');
  await expect(row).toContainText('Tara Forward');
  await hostContext.close();
});
