import { beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import type { CategoryRow, EventRow, User } from '../platform/db/schema';
import { ticketQrContent, ticketQrRuns } from '../platform/ticket-qr';
import { pdfText } from '../test/pdf-text';
import { registerAndPay } from '../test/registrations';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 29: a ticket's page by its token (the token is the secret), its PDF, and a QR code that
// carries the page's address, which the gate still checks in.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

let host: { user: User; cookie: string };
let category: CategoryRow;
let pairs: CategoryRow;
let event: EventRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sportId = (await makeSport(ctx.app.db)).id;
  category = await makeCategory(ctx.app.db, { sports_id: sportId, name: 'Open Singles' });
  pairs = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Mixed Doubles',
    participants_in_team: 2,
  });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    title: 'Pune Open Badminton',
    venue_name: 'Shiv Chhatrapati Sports Complex',
    venue_address: 'Balewadi, Pune',
    prices: [
      { category_id: category.id, price: 300 },
      { category_id: pairs.id, price: 500 },
    ],
  });
});

/** A paid registration's tickets, as its participant reads them. */
async function paidTickets(team = false, user: Record<string, string> = {}) {
  const { who, id } = await registerAndPay(ctx.app, event, team ? pairs : category, { user });
  const reg = (await call(who, 'GET', `/event/participate/${id}`)).json().data;
  return { who, id, tickets: reg.tickets as Array<{ token: string; name: string; bib: number }> };
}

const view = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/tickets/${encodeURIComponent(token)}` });

describe("a ticket's page (issue 29)", () => {
  it("shows a paid registration's ticket to whoever holds the token", async () => {
    const { tickets } = await paidTickets(false, { name: 'Meera Iyer' });
    const [t] = tickets;
    const res = await view(t!.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const v = res.json().data;
    expect(v).toMatchObject({
      token: t!.token,
      event_id: event.id,
      event_title: 'Pune Open Badminton',
      start_date: event.start_date,
      end_date: event.end_date,
      venue_name: 'Shiv Chhatrapati Sports Complex',
      venue_address: 'Balewadi, Pune',
      holder_name: 'Meera Iyer',
      category: 'Open Singles',
      team_name: null,
      bib: t!.bib,
      status: 'valid',
      checked_in_at: null,
      qr_svg_url: `/api/v1/tickets/${encodeURIComponent(t!.token)}/qr.svg`,
      pdf_url: `/api/v1/tickets/${encodeURIComponent(t!.token)}/pdf`,
    });
    expect(v.map_url).toContain('https://www.google.com/maps/search/?api=1&query=');
    expect(v.map_url).toContain(encodeURIComponent('Balewadi, Pune'));
    // No contact details or money on a page anyone with the link reads.
    expect(res.body).not.toContain('@example');
    expect(res.body).not.toMatch(/amount|phone|email/);
  });

  it("names each team member on their own ticket, with the team's name", async () => {
    const { tickets } = await paidTickets(true);
    const names = await Promise.all(tickets.map(async (t) => (await view(t.token)).json().data));
    expect(names.map((v) => v.holder_name)).toEqual(['Asha Rao', 'Ravi Rao']);
    expect(names.map((v) => v.team_name)).toEqual(['Net Ninjas', 'Net Ninjas']);
  });

  it('gives dashboards read together each their own tickets, from one read (decision 058)', async () => {
    const [single, team] = [await paidTickets(), await paidTickets(true)];
    const own = async (who: typeof single.who) =>
      (await call(who, 'GET', '/event/participate')).json().data as Array<{
        id: string;
        tickets: Array<{ token: string }>;
      }>;
    const [mine, theirs, again] = await Promise.all([
      own(single.who),
      own(team.who),
      own(single.who),
    ]);
    const tokens = (list: Awaited<ReturnType<typeof own>>) =>
      list.map((reg) => [reg.id, reg.tickets.map((t) => t.token)]);
    expect(tokens(mine)).toEqual([[single.id, single.tickets.map((t) => t.token)]]);
    expect(tokens(theirs)).toEqual([[team.id, team.tickets.map((t) => t.token)]]);
    expect(team.tickets).toHaveLength(2);
    expect(again).toEqual(mine);
  });

  it('is 404 for an unknown or forged token', async () => {
    const { tickets } = await paidTickets();
    const token = tickets[0]!.token;
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, 'nothing', 'AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAA']) {
      expect((await view(bad)).statusCode).toBe(404);
      const pdf = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tickets/${encodeURIComponent(bad)}/pdf`,
      });
      expect(pdf.statusCode).toBe(404);
    }
  });

  it('says checked_in once the gate checked it in from a scan of the QR (its address)', async () => {
    const { tickets } = await paidTickets();
    const token = tickets[0]!.token;
    // What the camera reads: the ticket page's full address.
    const scanned = `http://matchday.test/tickets/${token}`;
    const res = await call(host, 'POST', '/event/checkin', { event_id: event.id, token: scanned });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('checked_in');
    const v = (await view(token)).json().data;
    expect(v.status).toBe('checked_in');
    expect(v.checked_in_at).toBeTruthy();
    // The same scan again (or the bare token) is the same ticket: already in.
    const again = await call(host, 'POST', '/event/checkin', { event_id: event.id, token });
    expect(again.json().data.status).toBe('already');
  });

  it('says cancelled once the registration was cancelled', async () => {
    const { who, id, tickets } = await paidTickets();
    expect((await call(who, 'POST', `/event/participate/${id}/cancel`)).statusCode).toBe(200);
    const v = (await view(tickets[0]!.token)).json().data;
    expect(v.status).toBe('cancelled');
  });

  it('has a one-page PDF with the holder, the event and the QR code', async () => {
    const { tickets } = await paidTickets(false, { name: 'Kabir Menon' });
    const token = tickets[0]!.token;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tickets/${encodeURIComponent(token)}/pdf`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="matchday-ticket.pdf"');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Kabir Menon');
    expect(text).toContain('Pune Open Badminton');
    expect(text).toContain('Open Singles');
    expect(text).toContain('Valid');
    expect(text).toContain(`http://matchday.test/tickets/${token}`);
    // The QR's squares are drawn (one rectangle per run of dark modules).
    expect(ticketQrRuns(ticketQrContent(token, ctx.config.publicUrl)).runs.length).toBeGreaterThan(
      20,
    );
  });
});

describe("a ticket's PDF in its reader's language (issue 29)", () => {
  const pdf = async (token: string, query = '', cookie?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tickets/${encodeURIComponent(token)}/pdf${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload).replace(/\s+/g, ' ');
  };

  it("speaks its holder's account language, or the language the visitor chose", async () => {
    const { tickets } = await paidTickets(false, { name: 'सुनीता देवी', language: 'hi' });
    const token = tickets[0]!.token;
    const hindi = await pdf(token);
    expect(hindi).toContain('टिकट');
    expect(hindi).toContain('खिलाड़ी सुनीता देवी');
    expect(hindi).toContain('स्थिति मान्य');
    expect(hindi).not.toContain('Player');
    // The event's days in Hindi months, its names as written.
    expect(hindi).toMatch(/\d{2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)/);
    expect(hindi).toContain('Pune Open Badminton');
    for (const english of [await pdf(token, '?lang=en'), await pdf(token, '', 'lang=en')]) {
      expect(english).toContain('Player सुनीता देवी');
      expect(english).toContain('Status Valid');
    }
  });
});

describe("a ticket's QR code (issue 29)", () => {
  it("carries the ticket page's full address", async () => {
    const { tickets } = await paidTickets();
    const token = tickets[0]!.token;
    expect(ticketQrContent(token, ctx.config.publicUrl)).toBe(
      `http://matchday.test/tickets/${token}`,
    );
    const svg = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tickets/${encodeURIComponent(token)}/qr.svg`,
    });
    expect(svg.statusCode).toBe(200);
    const expected = await QRCode.toString(`http://matchday.test/tickets/${token}`, {
      errorCorrectionLevel: 'M',
      margin: 2,
      type: 'svg',
    });
    expect(svg.body).toBe(expected);
  });
});
