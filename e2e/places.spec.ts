import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { createVerifiedParticipant, logIn } from './support/accounts';
import { appReady } from './support/app';
import { demoSessionFile } from './support/sessions';

/**
 * Issue 15 in the browser: a sold-out category offers its waitlist; a place freed by the host
 * is offered to the first in line, who accepts it on the dashboard and pays with the place held.
 */

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function api(baseURL: string, role: 'admin' | 'host'): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    storageState: await demoSessionFile('places', role, baseURL),
  });
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/** A published event of the demo host, open now, with one unrestricted category of 1 place. */
async function soldOutEvent(baseURL: string) {
  const admin = await api(baseURL, 'admin');
  const host = await api(baseURL, 'host');
  const sport = await ok<{ id: string }>(
    await admin.post('/api/v1/sports', { data: { sports_name: unique('Carrom') } }),
    201,
  );
  const category = await ok<{ id: string; name: string }>(
    await admin.post('/api/v1/category', {
      data: { sports_id: sport.id, name: 'Open Singles', participants_in_team: 1 },
    }),
    201,
  );
  // A poster that exists (a demo event's): public pages list this event too.
  const [demo] = await ok<Array<{ poster: string }>>(await host.get('/api/v1/events/?limit=1'));
  const today = new Date();
  const day = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const event = await ok<{ id: string; title: string }>(
    await host.post('/api/v1/events', {
      data: {
        title: unique('Carrom Cup'),
        start_date: day(20),
        end_date: day(20),
        registration_start_date: day(-1),
        registration_start_time: '00:00',
        registration_end_date: day(10),
        registration_end_time: '23:00',
        rewards: 'Medals',
        poster: demo!.poster,
        venue_name: 'Club Hall',
        venue_address: 'MG Road, Pune 411001',
        sports_id: sport.id,
        status: 'published',
        categories: [{ category_id: category.id, price: 200, capacity: 1 }],
      },
    }),
    201,
  );
  await admin.dispose();
  return { event, category, host };
}

test('a sold-out category takes a waitlist; the offered place is accepted and paid', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  const { event, category, host } = await soldOutEvent(baseURL!);
  // The only place, taken and paid by someone else.
  const first = await createVerifiedParticipant(request, baseURL!, 'first');
  const firstApi = await playwrightRequest.newContext({ baseURL });
  await firstApi.post('/api/v1/login', { data: { email: first.email, password: first.password } });
  const order = await ok<{ order_id: string }>(
    await firstApi.post('/api/v1/event/participate', {
      data: { event_id: event.id, category_id: category.id },
    }),
    201,
  );
  const signed = await ok<object>(
    await firstApi.post('/api/v1/payments/test/complete', {
      data: { order_id: order.order_id, outcome: 'paid' },
    }),
  );
  await ok(await firstApi.post('/api/v1/payments/verify', { data: signed }));
  await firstApi.dispose();

  // The public page says so.
  await page.goto(`/events/event-details/${event.id}`);
  await expect(page.getByTestId('places-left')).toHaveText('Sold out');

  // A second player finds it full and joins the waitlist.
  const second = await createVerifiedParticipant(request, baseURL!, 'second');
  await logIn(page, second.email, second.password);
  await page.goto(`/app/events/event-details/${event.id}/participate`);
  await appReady(page);
  await expect(page.getByTestId('sold-out')).toContainText('This category is full');
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByTestId('waitlist-joined')).toContainText(
    'You are number 1 on the waitlist for Open Singles',
  );

  // The host adds a place: it is offered to the first in line.
  await ok(
    await host.patch(`/api/v1/events/${event.id}/categories/${category.id}`, {
      data: { capacity: 2 },
    }),
  );
  await host.dispose();
  // The queue hands the place over in the background: wait for the offer itself.
  await expect
    .poll(async () => {
      const mine = await ok<Array<{ status: string }>>(
        await page.request.get(`/api/v1/event/waitlist?event_id=${event.id}`),
      );
      return mine[0]?.status;
    })
    .toBe('offered');
  await page.goto('/app/dashboard');
  const entry = page.getByTestId('waitlist-entry').filter({ hasText: event.title });
  await expect(entry).toContainText('Place offered');
  await entry.getByRole('button', { name: 'Accept and pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹200.00');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/paymentSuccess\?participation=[0-9a-f]{24}$/, {
    timeout: 15_000,
  });

  // Both places are sold now.
  const after = await ok<{ categories: Array<{ places_left: number | null }> }>(
    await request.get(`/api/v1/events/${event.id}`),
  );
  expect(after.categories[0]!.places_left).toBe(0);
});
