import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { createVerifiedParticipant } from './accounts';
import { demoSessionFile } from './sessions';

/** Events and paid participants made through the API for the changes-of-plan specs (issue 16). */

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

async function hostApi(baseURL: string) {
  return playwrightRequest.newContext({
    baseURL,
    storageState: await demoSessionFile('cancellations', 'host', baseURL),
  });
}

/** The venue's clock (India, UTC+05:30) as an ISO string. */
const venueNow = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString();
/** Today's date at the venue. */
const venueToday = () => venueNow().slice(0, 10);

/**
 * An event on today's date takes registrations only until 23:59 at the venue, and its date is
 * yesterday's after midnight: a spec that makes one in the venue's last ten minutes of the day
 * would see registration close under it (CI once ran at 23:59 IST). Such a spec waits for the
 * venue's next day instead, with its own time limit stretched by the wait.
 */
async function clearOfVenueMidnight() {
  const lastMinutes = () => venueNow().slice(11, 16) >= '23:50';
  if (!lastMinutes()) return;
  test.info().setTimeout(test.info().timeout + 11 * 60_000);
  await expect.poll(lastMinutes, { timeout: 11 * 60_000, intervals: [5_000] }).toBe(false);
}

/**
 * A published event of the demo host, open now, with a category per price (rupees). `startsToday`:
 * its one day is today and registration stays open until 23:59 (results are only taken from
 * the start date, so specs that play a draw use it).
 */
export async function openEvent(
  baseURL: string,
  price: number | number[],
  refundPolicy: object | null = null,
  /** Fields of each category beyond its name and team size (e.g. weight limits), by index. */
  categoryFields: object[] = [],
  {
    startsToday = false,
    host: ownHost,
    venueState = 'MH',
    eventCategoryFields = [],
    sportName = 'Kabaddi',
  }: {
    startsToday?: boolean;
    /** The sport's name, which suggests its scoring (issue 30: 'Cricket' is scored in innings). */
    sportName?: string;
    /** The event category's own settings by index (e.g. issue 28's `team_payment`). */
    eventCategoryFields?: object[];
    /** Another host's API session than the demo host's (issue 26's onboarding journey). */
    host?: APIRequestContext;
    venueState?: string;
  } = {},
) {
  if (startsToday) await clearOfVenueMidnight();
  const admin = await playwrightRequest.newContext({
    baseURL,
    storageState: await demoSessionFile('cancellations', 'admin', baseURL),
  });
  const host = ownHost ?? (await hostApi(baseURL));
  const sport = await ok<{ id: string }>(
    await admin.post('/api/v1/sports', { data: { sports_name: unique(sportName) } }),
    201,
  );
  // One category per price: "Open", then "Open 2", "Open 3"…
  const prices = Array.isArray(price) ? price : [price];
  const categoryIds: string[] = [];
  for (const [i] of prices.entries())
    categoryIds.push(
      (
        await ok<{ id: string }>(
          await admin.post('/api/v1/category', {
            data: {
              sports_id: sport.id,
              name: i === 0 ? 'Open' : `Open ${i + 1}`,
              participants_in_team: 1,
              ...categoryFields[i],
            },
          }),
          201,
        )
      ).id,
    );
  const [demo] = await ok<Array<{ poster: string }>>(await host.get('/api/v1/events/?limit=1'));
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const event = await ok<{ id: string; title: string }>(
    await host.post('/api/v1/events', {
      data: {
        title: unique('Kabaddi Cup'),
        start_date: startsToday ? venueToday() : day(20),
        end_date: startsToday ? venueToday() : day(20),
        registration_start_date: day(-1),
        registration_start_time: '00:00',
        registration_end_date: startsToday ? venueToday() : day(10),
        registration_end_time: startsToday ? '23:59' : '23:00',
        rewards: 'Medals',
        poster: demo!.poster,
        venue_name: 'Club Ground',
        venue_address: 'FC Road, Pune 411004',
        venue_state: venueState,
        sports_id: sport.id,
        status: 'published',
        refund_policy: refundPolicy,
        categories: prices.map((p, i) => ({
          category_id: categoryIds[i]!,
          price: p,
          ...eventCategoryFields[i],
        })),
      },
    }),
    201,
  );
  await admin.dispose();
  if (!ownHost) await host.dispose();
  return { event, categoryId: categoryIds[0]!, categoryIds };
}

/** A new participant registered and paid in the test checkout, through the API. */
export async function paidParticipant(
  request: APIRequestContext,
  baseURL: string,
  eventId: string,
  categoryId: string,
  label: string,
  /** More of the registration (e.g. `weight_kg` for a weight category). */
  extra: object = {},
  profile: Parameters<typeof createVerifiedParticipant>[3] = {},
) {
  const who = await createVerifiedParticipant(request, baseURL, label, profile);
  const api = await playwrightRequest.newContext({ baseURL });
  await api.post('/api/v1/login', { data: { email: who.email, password: who.password } });
  const order = await ok<{ order_id: string }>(
    await api.post('/api/v1/event/participate', {
      data: { event_id: eventId, category_id: categoryId, ...extra },
    }),
    201,
  );
  const signed = await ok<object>(
    await api.post('/api/v1/payments/test/complete', {
      data: { order_id: order.order_id, outcome: 'paid' },
    }),
  );
  await ok(await api.post('/api/v1/payments/verify', { data: signed }));
  await api.dispose();
  return who;
}
