import { beforeAll, describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../shared/date-format';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import type { CategoryRow, EventRow } from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { as, apiCaller } from '../test/sessions';
import { pdfText } from '../test/pdf-text';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
let category: CategoryRow;
let freeCategory: CategoryRow;
let event: EventRow;

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db);
  category = await makeCategory(ctx.app.db, { sports_id: sport.id });
  freeCategory = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Fun Run' });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    event_start_time: '08:30',
    event_end_time: '18:00',
    prices: [
      { category_id: category.id, price: 750 },
      { category_id: freeCategory.id, price: 0 },
    ],
  });
});

/** A PDF string object as text: pdfkit writes non-ASCII ones as UTF-16BE after a BOM. */
function pdfString(raw: string): string {
  const bytes = Buffer.from(raw.replace(/\\([()\\])/g, '$1'), 'latin1');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

/** The document's /Title entry (pdfkit keeps it in an object of its own). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const raw = new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1];
  if (raw === undefined) throw new Error('no /Title in the PDF');
  return pdfString(raw);
}

async function register() {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  expect(res.statusCode).toBe(201);
  return {
    who,
    id: res.json().data.participation.id as string,
    orderId: res.json().data.order_id as string,
  };
}

describe('the registration PDF', () => {
  it('of an unpaid registration says payment pending, not receipt, and claims no payment', async () => {
    const r = await register();
    const res = await call(r.who, 'GET', `/event/participate/${r.id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="matchday-registration-${r.id}.pdf"`,
    );
    expect(pdfTitle(res.rawPayload)).toBe(`Matchday registration ${r.id} (payment pending)`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Registration — payment pending');
    expect(text).toContain('Amount due');
    expect(text).toContain('INR 750.00');
    expect(text).toContain(r.orderId);
    expect(text).not.toMatch(/receipt/i);
    expect(text).not.toMatch(/\bpaid\b/i);
  });

  it('of a paid registration is the payment receipt', async () => {
    const r = await register();
    const done = await call(r.who, 'POST', '/payments/test/complete', {
      order_id: r.orderId,
      outcome: 'paid',
    });
    expect(done.statusCode).toBe(200);
    expect((await call(r.who, 'POST', '/payments/verify', done.json().data)).statusCode).toBe(200);

    const res = await call(r.who, 'GET', `/event/participate/${r.id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="matchday-receipt-${r.orderId}.pdf"`,
    );
    expect(pdfTitle(res.rawPayload)).toBe(`Matchday receipt ${r.orderId}`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Payment receipt');
    expect(text).not.toContain('payment pending');
    expect(text).toMatch(/^Paid$/m);
    expect(text).toContain('Paid on');
    expect(text).toContain('INR 750.00');
    expect(text.replace(/\s+/g, ' ')).toContain('8:30 AM – 6:00 PM (India time)');
  });

  it('of a free entry confirms the registration and speaks of no payment, as its mail does', async () => {
    const who = await as(ctx.app, 'Participant');
    const reg = await call(who, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: freeCategory.id,
    });
    expect(reg.statusCode).toBe(201);
    const id = reg.json().data.participation.id as string;

    const res = await call(who, 'GET', `/event/participate/${id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="matchday-registration-${id}.pdf"`,
    );
    expect(pdfTitle(res.rawPayload)).toBe(`Matchday registration ${id}`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Registration confirmation — free entry');
    expect(text).toContain('Free entry');
    expect(text).toContain('Registered on');
    expect(text).not.toMatch(/receipt|payment|paid|order id|INR/i);

    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(who.user.email, "You're registered");
    expect(mail.text).toContain(PARTICIPATION_MSG.registeredText(event.title, id));
    expect(mail.text).toContain('Free entry');
    // (Links aside: the registration's page is /app/paymentSuccess, a §2 route.)
    const words = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '');
    expect(words).not.toMatch(/payment|paid|order id|receipt|INR/i);
  });
});

describe('the confirmation mail', () => {
  it('greets, gives the event facts with a maps link and the amount, and attaches the receipt', async () => {
    const r = await register();
    const done = await call(r.who, 'POST', '/payments/test/complete', {
      order_id: r.orderId,
      outcome: 'paid',
    });
    expect((await call(r.who, 'POST', '/payments/verify', done.json().data)).statusCode).toBe(200);
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(r.who.user.email, "You're registered");

    const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('City Stadium, MG Road, Bengaluru')}`;
    const dates = `${formatDisplayDate(event.start_date)} to ${formatDisplayDate(event.end_date)}`;
    // The plain-text part says everything the HTML does.
    for (const part of [
      `Hi ${r.who.user.name},`,
      PARTICIPATION_MSG.successText(event.title, r.orderId),
      `Category: ${category.name}`,
      `When: ${dates}, 8:30 AM – 6:00 PM (India time)`,
      'Venue: City Stadium, MG Road, Bengaluru',
      maps,
      'Amount paid: INR 750.00',
      `Registration id: ${r.id}`,
      'Your receipt is attached',
      `/app/paymentSuccess?participation=${r.id}`,
    ])
      expect(mail.text).toContain(part);

    // The HTML is branded like the account mails, with a table of the same facts.
    expect(mail.html).toContain('background:#FF914D');
    expect(mail.html).toContain(`Hi ${r.who.user.name},`);
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.html).toContain(`>${category.name}</td>`);
    expect(mail.html).toContain(dates);
    expect(mail.html).toContain('8:30 AM – 6:00 PM (India time)');
    expect(mail.html).toContain(`href="${maps.replace(/&/g, '&#38;')}"`);
    expect(mail.html).toContain('Open in Google Maps');
    expect(mail.html).toContain('INR 750.00');
    expect(mail.html).toContain(r.id);
    expect(mail.html).not.toContain('If you did not ask for this');

    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: `matchday-receipt-${r.orderId}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    expect(mail.attachments[0]!.size).toBeGreaterThan(1000);
  });
});
