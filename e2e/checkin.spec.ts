import { expect, request as playwrightRequest, test } from '@playwright/test';
import { createVerifiedParticipant, DEMO, DEMO_PASSWORD, logIn } from './support/accounts';
import { appReady } from './support/app';
import { openEvent, paidParticipant } from './support/paid-events';
import { demoSessionFile } from './support/sessions';

/**
 * Issue 17 in the browser: gate staff scan a ticket with the camera (a canvas stream showing the
 * ticket's QR stands in for the phone's camera) and see the green result; a second scan says
 * "already"; with the network down a check-in waits on the phone and syncs when it returns.
 */

type Ticket = { token: string; qr_svg_url: string };

/** A paid player of a fresh event, their ticket, and a gate staff account for that event. */
async function gateSetup(baseURL: string, request: Parameters<typeof paidParticipant>[0]) {
  const { event, categoryId } = await openEvent(baseURL, 250);
  const player = await paidParticipant(request, baseURL, event.id, categoryId, 'gateplayer');
  const api = await playwrightRequest.newContext({ baseURL });
  await api.post('/api/v1/login', { data: { email: player.email, password: player.password } });
  const [reg] = (
    (await (await api.get('/api/v1/event/participate')).json()) as {
      data: Array<{ event_id: string; tickets: Ticket[] }>;
    }
  ).data.filter((r) => r.event_id === event.id);
  await api.dispose();
  const staff = await createVerifiedParticipant(request, baseURL, 'gatestaff');
  const host = await playwrightRequest.newContext({
    baseURL,
    storageState: await demoSessionFile('checkin', 'host', baseURL),
  });
  const invited = await host.post(`/api/v1/events/${event.id}/staff`, {
    data: { email: staff.email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await host.dispose();
  return { event, player, ticket: reg!.tickets[0]!, staff };
}

test('gate staff scan a ticket with the camera: green, then "already"', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  const { event, player, ticket, staff } = await gateSetup(baseURL!, request);
  // The phone's camera: a canvas showing the ticket's QR, as a video stream.
  await page.addInitScript((qrUrl) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    const img = new Image();
    img.onload = () => {
      const draw = () => {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 480, 480);
        // Inside the scanner's region (the middle two thirds), as a ticket held up to a phone.
        ctx.drawImage(img, 120, 120, 240, 240);
        requestAnimationFrame(draw);
      };
      draw();
    };
    img.src = qrUrl;
    const stream = () => Promise.resolve(canvas.captureStream(15));
    Object.defineProperty(navigator, 'mediaDevices', {
      value: {
        getUserMedia: stream,
        enumerateDevices: () =>
          Promise.resolve([
            { kind: 'videoinput', deviceId: 'fake', label: 'Fake camera', groupId: '' },
          ]),
      },
    });
  }, ticket.qr_svg_url);

  await logIn(page, staff.email, staff.password);
  await page.goto(`/app/events/${event.id}/check-in`);
  await appReady(page);
  const result = page.getByTestId('gate-result');
  await expect(result).toHaveAttribute('data-result', 'checked_in', { timeout: 20_000 });
  await expect(result).toContainText('Checked in');
  await expect(result).toContainText(player.name);
  await expect(page.getByTestId('gate-counts')).toContainText('1 / 1');

  // The same ticket again (typed, as from a printed copy): already in, when and by whom.
  await page.getByLabel('Ticket code').fill(ticket.token);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result).toHaveAttribute('data-result', 'already');
  await expect(result).toContainText(/Already checked in at \d\d:\d\d by Test gatestaff/);
});

test('offline, a check-in waits on the phone and syncs when the network returns', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  const { event, player, staff } = await gateSetup(baseURL!, request);
  await logIn(page, staff.email, staff.password);
  // The venue's network drops while the app still asks the server who is signed in (CI once
  // caught this by chance, and the gate signed its staff out): that question waits until then.
  let dropNetwork = () => {};
  const dropped = new Promise<void>((resolve) => (dropNetwork = resolve));
  await page.route(
    '**/api/v1/auth/verify-token',
    async (route) => {
      await dropped;
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  // Their dashboard leads them to the gate they were invited to run.
  await page.goto('/app/dashboard');
  const duty = page.getByRole('region', { name: 'Gate duty' }).getByRole('listitem');
  await expect(duty).toHaveCount(1);
  await expect(duty).toContainText(event.title);
  await duty.getByRole('link', { name: 'Open check-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/events/${event.id}/check-in$`));
  await appReady(page);
  await page.getByLabel('Search name, email, phone or team').fill(player.email);
  const entry = page.getByTestId('gate-entry').filter({ hasText: player.name });
  await expect(entry).toBeVisible();

  await context.setOffline(true);
  const unanswered = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/verify-token'));
  dropNetwork();
  await unanswered;
  await entry.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('gate-result')).toHaveAttribute('data-result', 'queued');
  await expect(page.getByTestId('pending-scans')).toHaveText(
    '1 scan is waiting for the connection.',
  );

  await context.setOffline(false);
  await expect(page.getByTestId('pending-scans')).toHaveCount(0);
  await expect(page.getByTestId('gate-counts')).toContainText('1 / 1');
  await expect(entry).toContainText(/In at \d\d:\d\d/);
});

test('the host weighs in, moves a heavy wrestler to the class they fit, and marks no-shows', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  const limits = [
    { min_weight_allowed: 60, max_weight_allowed: 65 },
    { min_weight_allowed: 66, max_weight_allowed: 70 },
  ];
  const { event, categoryIds } = await openEvent(baseURL!, [250, 250], null, limits);
  const player = await paidParticipant(request, baseURL!, event.id, categoryIds[0]!, 'weighin', {
    weight_kg: 63,
  });
  await logIn(page, DEMO.host, DEMO_PASSWORD);
  await page.goto(`/app/events/${event.id}/check-in`);
  await appReady(page);

  await page.getByLabel('Weigh-in list').check();
  const entry = page.getByTestId('gate-entry').filter({ hasText: player.name });
  await expect(entry).toContainText('60–65 kg');
  await entry.getByRole('button', { name: 'Weigh in' }).click();
  // Two decimals: the scale shows one, so the server refuses it under the field.
  await entry.getByLabel('Weight (kg)').fill('67.55');
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByText(/at most one decimal/)).toBeVisible();
  await entry.getByLabel('Weight (kg)').fill('67.5');
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByTestId('measured-weight')).toHaveText('67.5 kg · outside');

  // The move lists only the class that weight fits; the entry fee stays as paid.
  await entry.getByRole('button', { name: 'Move to another category' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button')).toHaveText([
    /^Open 2\s*66–70 kg · places open$/,
    'Close',
  ]);
  await dialog.getByRole('button', { name: /Open 2/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry).toContainText('Open 2');
  await expect(entry.getByTestId('measured-weight')).toHaveText('67.5 kg');

  // Closing the gate: the one entry not checked in is a no-show, and stays paid.
  await page.getByRole('button', { name: 'Mark no-shows' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark no-shows' }).click();
  await expect(entry.getByText('No-show')).toBeVisible();
  await expect(page.getByTestId('gate-counts')).toContainText('1 no-show');
  // A late arrival: checking in clears the mark.
  await entry.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('gate-result')).toHaveAttribute('data-result', 'checked_in');
  await expect(entry.getByText('No-show')).toHaveCount(0);
});
