import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { MyCertificate } from '../src/shared/competition/certificates';
import { logIn, type NewAccount } from './support/accounts';
import { appReady, expectFitsWidth } from './support/app';
import { openEvent, paidParticipant } from './support/paid-events';
import { demoSessionFile } from './support/sessions';

/**
 * Issue 18's certificates in the browser: a draw finished through the API issues them (the job
 * queue); the public verification page is drawn by the server (JavaScript off) and fits a phone;
 * the winner's dashboard lists the certificate with a PDF that downloads. The mail with its link
 * is src/server/competition/certificates.test.ts › "mails each account holder once per draw…".
 */

test.describe.configure({ mode: 'serial' });

let setup: { winner: NewAccount; eventTitle: string; certificate: MyCertificate };

/** A fresh event of the demo host, two paid players, a round robin played: final. */
async function finishedDraw(baseURL: string) {
  const { event, categoryId } = await openEvent(baseURL, 250, null, [], { startsToday: true });
  const request = await playwrightRequest.newContext({ baseURL });
  const winner = await paidParticipant(request, baseURL, event.id, categoryId, 'champion');
  await paidParticipant(request, baseURL, event.id, categoryId, 'runnerup');
  await request.dispose();

  const host = await playwrightRequest.newContext({
    baseURL,
    storageState: await demoSessionFile('certificates', 'host', baseURL),
  });
  const closed = await host.post(`/api/v1/events/${event.id}/close-registration`);
  expect(closed.status(), await closed.text()).toBe(200);
  const drawn = await host.post(`/api/v1/events/${event.id}/categories/${categoryId}/draw`, {
    data: { format: 'round_robin' },
  });
  expect(drawn.status(), await drawn.text()).toBe(201);
  const draw = (await drawn.json()).data as {
    entrants: Array<{ id: number; name: string }>;
    matches: Array<{ id: string }>;
  };
  const champion = draw.entrants.find((e) => e.name === winner.name)!;
  const result = await host.put(`/api/v1/matches/${draw.matches[0]!.id}`, {
    data: { winner: champion.id, score: '21-15, 21-18' },
  });
  expect(result.status(), await result.text()).toBe(200);
  await host.dispose();

  // The job issues the certificates after the result's commit.
  const player = await playwrightRequest.newContext({ baseURL });
  await player.post('/api/v1/login', { data: { email: winner.email, password: winner.password } });
  let mine: MyCertificate[] = [];
  await expect
    .poll(
      async () => {
        mine = (
          (await (await player.get('/api/v1/certificates/mine')).json()) as {
            data: MyCertificate[];
          }
        ).data;
        return mine.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await player.dispose();
  expect(mine[0]).toMatchObject({ name: winner.name, rank: 1, valid: true });
  return { winner, eventTitle: event.title, certificate: mine[0]! };
}

// One finished draw for the whole file, arranged once: the tests run in order in one worker.
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  setup = await finishedDraw(baseURL!);
});

test('the verification page is drawn by the server: with JavaScript off it says Verified', async ({
  browser,
  baseURL,
}) => {
  const { winner, certificate, eventTitle } = setup;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/certificates/${certificate.code}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: winner.name })).toBeVisible();
  await expect(main.getByRole('status')).toContainText('Verified');
  await expect(main.getByText('1st place / Gold')).toBeVisible();
  await expect(main.getByRole('link', { name: eventTitle })).toBeVisible();
  const pdf = main.getByRole('link', { name: 'Download certificate (PDF)' });
  const res = await page.request.get((await pdf.getAttribute('href'))!);
  expect(res.headers()['content-type']).toBe('application/pdf');

  // Issue 24: a code no one holds is answered 404, with the page that says so.
  const missing = await page.goto('/certificates/not-a-certificate-code');
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No certificate has this code' }),
  ).toBeVisible();
  await context.close();
});

test('the verification page hydrates and fits a phone and a desktop', async ({ page }) => {
  const { winner, certificate, eventTitle } = setup;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/certificates/${certificate.code}`);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: winner.name })).toBeVisible();
    await expect(page.locator('html[data-hydration="mismatch"]')).toHaveCount(0);
    await expectFitsWidth(page, `${width} px`);
  }
  // Issue 24: the server writes the same title, so a shared link shows it too.
  await expect(page).toHaveTitle(`Certificate: ${winner.name}, ${eventTitle} · Matchday`);
});

test("the participant's dashboard lists the certificate with a working PDF link", async ({
  page,
}) => {
  const { winner, certificate, eventTitle } = setup;
  await logIn(page, winner.email, winner.password);
  const section = page.getByRole('region', { name: 'Results & certificates' });
  const entry = section.getByTestId('certificate-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(eventTitle);
  await expect(entry).toContainText('1st place / Gold');
  const href = await entry
    .getByRole('link', { name: 'Download certificate (PDF)' })
    .getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await entry.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${certificate.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: winner.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Verified');
});
