import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../../shared/date-format';
import { users, whatsappMessages, type NewUser } from '../db/schema';
import { makeCategory, makeEvent, makeSport, venueDate } from '../../seed/factories';
import { startFakeWhatsApp } from '../../test/fake-whatsapp';
import { settleJobs } from '../../test/jobs';
import { registerAndPay } from '../../test/registrations';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { queueWhatsApp } from './queue';

// Issue 29 with WhatsApp keys: the queue sends through the Cloud API's wire format (a fake of it
// here, like Razorpay's), marks each row with the answer, and retries only what may pass later.
const TOKEN = 'EAAG-cloud-api-test-token';
const PHONE_ID = '106540352242922';
const fake = await startFakeWhatsApp(TOKEN, PHONE_ID);
const ctx = useTestApp({
  env: {
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
    WHATSAPP_API_URL: fake.url,
    MAIL_RETRY_DELAY_SECONDS: '1',
  },
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

let n = 0;
const optedIn = (extra: Partial<NewUser> = {}): Partial<NewUser> => ({
  name: `Ravi Shankar ${++n}`,
  phone_number: '+91 98450 12345',
  whatsapp_opt_in_at: new Date(),
  ...extra,
});

const rowOf = async (id: string) =>
  (await ctx.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)))[0]!;
const requestsFor = (id: string) =>
  fake.requests.filter((r) => r.body?.biz_opaque_callback_data === id);

/** Queues an offer message for a fresh participant, as a waitlist would, and answers its row. */
async function queueOne(key = `test:${Date.now()}:${++n}`) {
  const who = await as(ctx.app, 'Participant', optedIn());
  const queued = await ctx.app.deps.jobs.transaction((tx) =>
    queueWhatsApp(ctx.app.deps, tx, {
      user_id: who.user.id,
      template: 'waitlist_offer',
      params: {
        name: who.user.name,
        place: '“Open Singles” at “Packed Open”',
        for: who.user.name,
        until: '05 December, 2026 at 6:30 PM',
        link: 'http://matchday.test/app/dashboard',
      },
      dedupe_key: key,
    }),
  );
  expect(queued).toBe(true);
  const [row] = await ctx.app.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.dedupe_key, key));
  return { who, row: row!, key };
}

describe('the Cloud API adapter', () => {
  it('sends the exact wire body for a registration confirmed, and keeps the message id', async () => {
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Men 5K' });
    const host = await as(ctx.app, 'Host');
    const day = venueDate(ctx.app.now(), 16);
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Cubbon Park Run',
      start_date: day,
      end_date: day,
      event_start_time: '06:00',
      event_end_time: '09:30',
      venue_name: 'Cubbon Park',
      venue_address: 'Kasturba Road, Bengaluru',
      prices: [{ category_id: category.id, price: 250 }],
    });
    const r = await registerAndPay(ctx.app, event, category, {
      user: optedIn({ name: 'Meera Iyer' }),
    });
    await settleJobs(ctx.app);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    const [row] = await ctx.app.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.user_id, r.who.user.id));
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(request!.authorization).toBe(`Bearer ${TOKEN}`);
    const text = (t: string) => ({ type: 'text', text: t });
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919845012345',
      type: 'template',
      template: {
        name: 'registration_confirmed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              text('Meera Iyer'),
              text('“Cubbon Park Run”'),
              text(`${formatDisplayDate(day)}, 6:00 AM – 9:30 AM IST`),
              text('Cubbon Park, Kasturba Road, Bengaluru'),
              text(`http://matchday.test/app/paymentSuccess?participation=${r.id}`),
            ],
          },
        ],
      },
      biz_opaque_callback_data: row!.id,
    });
    expect(row).toMatchObject({
      status: 'sent',
      phone: '+919845012345',
      provider_message_id: fake.sent[0]!.id,
      error: null,
    });
    expect(row!.provider_message_id).toMatch(/^wamid\./);
  });

  it('retries a refusal that may pass later, and sends it once it does', async () => {
    fake.refuseNext(503, 131016, '(#131016) Service unavailable', 2);
    const { row } = await queueOne();
    await settleJobs(ctx.app);
    expect(requestsFor(row.id)).toHaveLength(3);
    expect(fake.sent.filter((s) => s.to === '919845012345')).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', error: null });
    const { rows } = await ctx.app.database.raw(
      `SELECT retry_count, state FROM pgboss.job WHERE name = 'whatsapp' AND data->>'message_id' = $1`,
      [row.id],
    );
    expect(rows).toEqual([{ retry_count: 2, state: 'completed' }]);
  });

  it('marks a final refusal failed with the API’s error, and does not try again', async () => {
    fake.refuseNext(400, 131026, '(#131026) Message undeliverable');
    const { row } = await queueOne();
    await settleJobs(ctx.app);
    expect(requestsFor(row.id)).toHaveLength(1);
    const failed = await rowOf(row.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(
      /^WhatsApp 400 code 131026: \(#131026\) Message undeliverable \[fbtrace_id [\w-]+\]$/,
    );
    expect(failed.sent_at).toBeNull();
  });

  it('queues a cause once: the same key again is nothing, and a rolled-back change sends nothing', async () => {
    const { who, row, key } = await queueOne();
    const again = await ctx.app.deps.jobs.transaction((tx) =>
      queueWhatsApp(ctx.app.deps, tx, {
        user_id: who.user.id,
        template: 'event_cancelled',
        params: { name: 'x', event: 'y', reason: 'z', link: 'http://matchday.test/' },
        dedupe_key: key,
      }),
    );
    expect(again).toBe(false);
    await expect(
      ctx.app.deps.jobs.transaction(async (tx) => {
        await queueWhatsApp(ctx.app.deps, tx, {
          user_id: who.user.id,
          template: 'event_cancelled',
          params: { name: 'x', event: 'y', reason: 'z', link: 'http://matchday.test/' },
          dedupe_key: `${key}:rolled-back`,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await settleJobs(ctx.app);
    const rows = await ctx.app.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.user_id, who.user.id));
    expect(rows.map((r) => r.id)).toEqual([row.id]);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends nothing to someone who turned WhatsApp updates off after it was queued', async () => {
    const who = await as(ctx.app, 'Participant', optedIn());
    const key = `test:off:${who.user.id}`;
    await ctx.app.deps.jobs.transaction(async (tx) => {
      await queueWhatsApp(ctx.app.deps, tx, {
        user_id: who.user.id,
        template: 'event_cancelled',
        params: { name: 'x', event: 'y', reason: 'z', link: 'http://matchday.test/' },
        dedupe_key: key,
      });
      await tx.update(users).set({ whatsapp_opt_in_at: null }).where(eq(users.id, who.user.id));
    });
    await settleJobs(ctx.app);
    expect(fake.requests).toEqual([]);
    const [row] = await ctx.app.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.dedupe_key, key));
    expect(row).toMatchObject({ status: 'failed', error: 'WhatsApp updates turned off' });
  });
});
