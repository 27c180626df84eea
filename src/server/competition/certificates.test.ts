import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Certificate, MyCertificate } from '../../shared/competition/certificates';
import { COMPETITION_MSG, type DrawView } from '../../shared/competition/schemas';
import {
  certificates,
  participations,
  users,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { formatDisplayDate } from '../../shared/date-format';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { pdfText } from '../test/pdf-text';
import { apiCaller, as } from '../test/sessions';
import { startEventOn } from '../test/event-day';
import { useTestApp } from '../test/test-app';
import { certificatesMessage } from './certificate-mail';
import { issueCertificates } from './certificates';

// Issue 18's certificates on PostgreSQL: issued by the job a finished draw queues (one per
// competitor, each team member), mailed once, idempotent, re-ranked by a correction; the PDF, the
// public verification and the participant's own list.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let singles: CategoryRow;
let pairs: CategoryRow;
let mixed: CategoryRow; // pairs of self-formed teams (issue 28)
let event: EventRow;
const players: Actor[] = [];
const captains: Actor[] = [];
/** Self-formed teams (issue 28): each captain and the member who joined with their own account. */
const formed: Array<{ captain: Actor; member: Actor }> = [];

async function register(category: CategoryRow, team?: string) {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
    ...(team && {
      team_name: team,
      members: [
        { name: `${team} Asha`, email: 'asha@example.test', phone: '9876500001', role: 'Captain' },
        { name: `${team} Ravi`, email: 'ravi@example.test', phone: '9876500002' },
      ],
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return who;
}

const drawUrl = (c: CategoryRow) => `/events/${event.id}/categories/${c.id}/draw`;
const ready = (draw: DrawView) =>
  draw.matches.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);

/** Plays every ready match, the first opponent winning, until the draw is final. */
async function playOut(category: CategoryRow): Promise<DrawView> {
  let draw = (await call(host, 'GET', drawUrl(category))).json().data as DrawView;
  for (let guard = 0; guard < 20 && ready(draw).length; guard++) {
    const m = ready(draw)[0]!;
    const res = await call(host, 'PUT', `/matches/${m.id}`, { winner: m.opponent1!.id });
    expect(res.statusCode, res.body).toBe(200);
    draw = res.json().data.draw;
  }
  expect(draw.state).toBe('final');
  return draw;
}

const rowsOf = (drawId: string) =>
  ctx.app.db
    .select()
    .from(certificates)
    .where(eq(certificates.draw_id, drawId))
    .orderBy(asc(certificates.participation_id), asc(certificates.member_index));

const certificateMails = (who: Actor) =>
  ctx.mail.received.filter(
    (m) => m.to.includes(who.user.email) && m.subject.startsWith('Your certificate'),
  );

let singlesDraw: DrawView;
let pairsDraw: DrawView;

beforeAll(async () => {
  host = await as(ctx.app, 'Host', { organisation_name: 'Bengaluru Shuttlers Club' });
  const sport = await makeSport(ctx.app.db, 'Badminton');
  singles = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Under 17 Singles' });
  pairs = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    name: 'Open Doubles',
    participants_in_team: 2,
  });
  mixed = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    name: 'Mixed Doubles',
    participants_in_team: 2,
  });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Koramangala Smash Open',
    prices: [
      { category_id: singles.id, price: 0 },
      { category_id: pairs.id, price: 0 },
      { category_id: mixed.id, price: 0 },
    ],
  });
  for (let i = 0; i < 4; i++) players.push(await register(singles));
  captains.push(await register(pairs, 'Net Ninjas'), await register(pairs, 'Drop Shots'));
  for (const name of ['Shuttle Stars', 'Feather Force']) {
    const captain = await as(ctx.app, 'Participant');
    const member = await as(ctx.app, 'Participant');
    const team = await call(captain, 'POST', '/teams', {
      event_id: event.id,
      category_id: mixed.id,
      team_name: name,
    });
    expect(team.statusCode, team.body).toBe(201);
    const joined = await call(member, 'POST', '/teams/join', { code: team.json().data.join_code });
    expect(joined.statusCode, joined.body).toBe(200);
    formed.push({ captain, member });
  }
  expect((await call(host, 'POST', `/events/${event.id}/close-registration`)).statusCode).toBe(200);
  const a = await call(host, 'POST', drawUrl(singles), {
    format: 'single_elimination',
    bronze: true,
  });
  expect(a.statusCode, a.body).toBe(201);
  const b = await call(host, 'POST', drawUrl(pairs), { format: 'round_robin' });
  expect(b.statusCode, b.body).toBe(201);
  singlesDraw = a.json().data;
  pairsDraw = b.json().data;
  const c = await call(host, 'POST', drawUrl(mixed), { format: 'round_robin' });
  expect(c.statusCode, c.body).toBe(201);
  // Event day: results are taken from the start date.
  event = await startEventOn(ctx.app.db, event.id);
});

describe('issuing', () => {
  it('a draw still running has none', async () => {
    const m = ready(singlesDraw)[0]!;
    expect(
      (await call(host, 'PUT', `/matches/${m.id}`, { winner: m.opponent1!.id })).statusCode,
    ).toBe(200);
    await settleJobs(ctx.app);
    expect(await rowsOf(singlesDraw.id)).toEqual([]);
    expect(await issueCertificates(ctx.app.deps, singlesDraw.id)).toEqual({
      issued: 0,
      updated: 0,
    });
  });

  it('finishing a draw issues one per competitor: placements ranked, the others participation', async () => {
    singlesDraw = await playOut(singles);
    await settleJobs(ctx.app);
    const rows = await rowsOf(singlesDraw.id);
    expect(rows).toHaveLength(4);
    const byParticipation = new Map(rows.map((r) => [r.participation_id, r]));
    for (const s of singlesDraw.standings) {
      const entrant = singlesDraw.entrants.find((e) => e.id === s.entrant_id)!;
      const row = byParticipation.get(entrant.participation_id)!;
      expect(row.name).toBe(entrant.name);
      expect(row.member_index).toBe(0);
      expect(row.rank).toBe(s.rank <= 3 ? s.rank : null);
    }
    expect(rows.map((r) => r.rank).sort()).toEqual([1, 2, 3, null]);
    // Random, unguessable, unique codes: at least 16 bytes of base64url.
    for (const r of rows) expect(r.code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(new Set(rows.map((r) => r.code)).size).toBe(4);
  });

  it('a team gets one per member, under the members’ names', async () => {
    pairsDraw = await playOut(pairs);
    await settleJobs(ctx.app);
    const rows = await rowsOf(pairsDraw.id);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.name).sort()).toEqual([
      'Drop Shots Asha',
      'Drop Shots Ravi',
      'Net Ninjas Asha',
      'Net Ninjas Ravi',
    ]);
    expect(rows.map((r) => r.member_index).sort()).toEqual([0, 0, 1, 1]);
    const winner = pairsDraw.entrants.find((e) => e.id === pairsDraw.standings[0]!.entrant_id)!;
    for (const r of rows)
      expect(r.rank).toBe(r.participation_id === winner.participation_id ? 1 : 2);
  });

  it('mails each account holder once per draw, with links to their certificates', async () => {
    for (const who of [...players, ...captains]) {
      const mail = await ctx.mail.waitFor(who.user.email, 'Your certificate');
      expect(certificateMails(who)).toHaveLength(1);
      expect(mail.subject).toContain(event.title);
      expect(mail.text).toContain(`Hi ${who.user.name},`);
      expect(mail.html).toContain('background:#FF914D');
    }
    // A player's own: one certificate, named in the subject, its verification page linked.
    const [own] = (await call(players[0]!, 'GET', '/certificates/mine')).json()
      .data as MyCertificate[];
    const single = await ctx.mail.waitFor(players[0]!.user.email, 'Your certificate');
    expect(single.subject).toBe(`Your certificate: “${event.title}”`);
    expect(single.text).toContain(`http://matchday.test/certificates/${own!.code}`);
    // The captain's: both members' certificates, each with its PDF and verification links.
    const mail = await ctx.mail.waitFor(captains[0]!.user.email, 'Your certificates');
    const codes = (await rowsOf(pairsDraw.id)).filter((r) => r.name.startsWith('Net Ninjas'));
    expect(codes).toHaveLength(2);
    for (const r of codes) {
      expect(mail.text).toContain(`${r.name}: Certificate of`);
      expect(mail.text).toContain(`http://matchday.test/api/v1/certificates/${r.code}/pdf`);
      expect(mail.text).toContain(`http://matchday.test/certificates/${r.code}`);
    }
  });

  it('running the job again issues and mails nothing new', async () => {
    const before = await rowsOf(singlesDraw.id);
    const mails = ctx.mail.received.length;
    expect(await issueCertificates(ctx.app.deps, singlesDraw.id)).toEqual({
      issued: 0,
      updated: 0,
    });
    // Through the queue too (a redelivered job), twice at once.
    await ctx.app.deps.jobs.send(ctx.app.db, 'issue-certificates', { draw_id: singlesDraw.id });
    await ctx.app.deps.jobs.send(ctx.app.db, 'issue-certificates', { draw_id: singlesDraw.id });
    await settleJobs(ctx.app);
    expect(await rowsOf(singlesDraw.id)).toEqual(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.mail.received.length).toBe(mails);
  });
});

describe('the PDF', () => {
  it('of a placement names the competitor, the place and medal, and the verification address', async () => {
    const [row] = (await rowsOf(singlesDraw.id)).filter((r) => r.rank === 1);
    const res = await call(null, 'GET', `/certificates/${row!.code}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    for (const part of [
      'Matchday',
      'Certificate of achievement',
      '1st place / Gold',
      row!.name,
      'Under 17 Singles · Badminton',
      event.title,
      'Bengaluru Shuttlers Club',
      'City Stadium',
      `http://matchday.test/certificates/${row!.code}`,
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Certificate of participation');
  });

  it('of the fourth is one of participation', async () => {
    const [row] = (await rowsOf(singlesDraw.id)).filter((r) => r.rank === null);
    const res = await call(null, 'GET', `/certificates/${row!.code}/pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Certificate of participation');
    expect(text).toContain(row!.name);
    expect(text).not.toMatch(/place \/ (Gold|Silver|Bronze)/);
  });

  it("is in its holder's language, or in the one the visitor chose (issue 29)", async () => {
    const [row] = (await rowsOf(singlesDraw.id)).filter((r) => r.rank === 2);
    const [{ holder }] = (await ctx.app.db
      .select({ holder: participations.participant_id })
      .from(participations)
      .where(eq(participations.id, row!.participation_id))) as [{ holder: string }];
    const pdf = async (cookie: string | null, query = '') => {
      const res = await call(
        cookie ? { cookie } : null,
        'GET',
        `/certificates/${row!.code}/pdf${query}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return pdfText(res.rawPayload).replace(/\s+/g, ' ');
    };
    const isHindi = (text: string) => {
      for (const part of [
        'उपलब्धि प्रमाणपत्र',
        'दूसरा स्थान / सिल्वर',
        'प्रमाणित किया जाता है कि',
        row!.name,
        'ने इस प्रतियोगिता में दूसरा स्थान हासिल किया',
        event.title,
        'तारीख स्थान आयोजक',
        formatDisplayDate(event.start_date, 'hi'),
        'इस प्रमाणपत्र की जाँच के लिए QR कोड स्कैन करें या यह पता खोलें',
      ])
        expect(text).toContain(part);
      expect(text).not.toMatch(/Certificate of|Silver|presented|DATE|Scan or visit/);
    };
    const isEnglish = (text: string) => {
      expect(text).toContain('Certificate of achievement');
      expect(text).toContain('2nd place / Silver');
      expect(text).toContain(formatDisplayDate(event.start_date));
      expect(text).not.toMatch(/[\u0900-\u097F]/);
    };

    // An English holder's, opened by a visitor who chose nothing: English.
    isEnglish(await pdf(null));
    // A visitor who chose Hindi on the site (its cookie), or by the address: Hindi.
    isHindi(await pdf('lang=hi'));
    isHindi(await pdf(null, '?lang=hi'));

    await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, holder));
    try {
      // The mail's link, opened with no choice made: the holder's language.
      isHindi(await pdf(null));
      // A visitor's choice comes first, the address's before the cookie's.
      isEnglish(await pdf('lang=en'));
      isEnglish(await pdf('lang=hi', '?lang=en'));
    } finally {
      await ctx.app.db.update(users).set({ language: 'en' }).where(eq(users.id, holder));
    }
  });

  it('of an unknown code is a 404 in the error envelope', async () => {
    const res = await call(null, 'GET', '/certificates/nope-not-a-code/pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'error',
      error: COMPETITION_MSG.certificateNotFound,
      code: 'errors.competition.certificateNotFound',
    });
  });
});

describe('verification', () => {
  it('answers anyone for a valid code', async () => {
    const [row] = (await rowsOf(pairsDraw.id)).filter((r) => r.rank === 1);
    const res = await call(null, 'GET', `/certificates/${row!.code}`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data as Certificate;
    expect(c).toMatchObject({
      code: row!.code,
      valid: true,
      status: 'valid',
      reason: null,
      name: row!.name,
      kind: 'achievement',
      rank: 1,
      title: 'Certificate of achievement — 1st place / Gold',
      event_id: event.id,
      event_title: event.title,
      category: 'Open Doubles',
      sport: 'Badminton',
      start_date: event.start_date,
      host_organisation: 'Bengaluru Shuttlers Club',
    });
    expect(Date.parse(c.issued_at)).not.toBeNaN();
    const second = (await rowsOf(pairsDraw.id)).find((r) => r.rank === 2)!;
    const silver = (await call(null, 'GET', `/certificates/${second.code}`)).json().data;
    expect(silver.title).toBe('Certificate of achievement — 2nd place / Silver');
  });

  it('answers 404 "No certificate has this code" otherwise', async () => {
    for (const code of ['x', 'A'.repeat(24), '<script>']) {
      const res = await call(null, 'GET', `/certificates/${encodeURIComponent(code)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(COMPETITION_MSG.certificateNotFound);
    }
  });
});

describe('a correction', () => {
  it('reopening the draw marks its certificates under review; finishing it again re-ranks them, same codes, no new mail', async () => {
    const before = await rowsOf(singlesDraw.id);
    const mails = ctx.mail.received.length;
    // The final, corrected: the other finalist wins. The draw stays final.
    const final = singlesDraw.matches.find(
      (m) =>
        m.group_id === singlesDraw.groups.find((g) => g.number === 1)!.id &&
        m.round_id ===
          Math.max(
            ...singlesDraw.rounds
              .filter((r) => r.group_id === singlesDraw.groups.find((g) => g.number === 1)!.id)
              .map((r) => r.id),
          ),
    )!;
    const res = await call(host, 'PUT', `/matches/${final.id}`, { winner: final.opponent2!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.draw.state).toBe('final');
    await settleJobs(ctx.app);
    const after = await rowsOf(singlesDraw.id);
    expect(after.map((r) => r.code)).toEqual(before.map((r) => r.code));
    const rankOf = (rows: typeof before, rank: number) => rows.find((r) => r.rank === rank)!.code;
    expect(rankOf(after, 1)).toBe(rankOf(before, 2));
    expect(rankOf(after, 2)).toBe(rankOf(before, 1));
    const now = (await call(null, 'GET', `/certificates/${rankOf(after, 1)}`)).json().data;
    expect(now.rank).toBe(1);
    expect(now.title).toBe('Certificate of achievement — 1st place / Gold');

    // A semifinal corrected reopens the draw: the certificates stand, marked not valid for now.
    const draw = res.json().data.draw as DrawView;
    const semi = draw.matches.find(
      (m) => m.round_id === draw.rounds.find((r) => r.number === 1)!.id && m.opponent1 !== null,
    )!;
    const loser = semi.opponent1!.result === 'win' ? semi.opponent2!.id : semi.opponent1!.id;
    const reopened = await call(host, 'PUT', `/matches/${semi.id}`, { winner: loser });
    expect(reopened.json().data.draw.state).toBe('running');
    await settleJobs(ctx.app);
    const pending = (await call(null, 'GET', `/certificates/${rankOf(after, 1)}`)).json().data;
    expect(pending).toMatchObject({ valid: false, status: 'under_review' });
    expect(pending.reason).toContain('correcting');
    await playOut(singles);
    await settleJobs(ctx.app);
    const again = (await call(null, 'GET', `/certificates/${rankOf(after, 1)}`)).json().data;
    expect(again.valid).toBe(true);
    expect((await rowsOf(singlesDraw.id)).map((r) => r.code)).toEqual(before.map((r) => r.code));
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.mail.received.length).toBe(mails);
  });
});

describe('a team that formed itself (issue 28)', () => {
  it('gives each member their own certificate, in their list and their own mail', async () => {
    await playOut(mixed);
    await settleJobs(ctx.app);
    for (const { captain, member } of formed) {
      const mail = await ctx.mail.waitFor(member.user.email, 'Your certificate');
      expect(mail.text).toContain(`Hi ${member.user.name},`);
      const theirs = (await call(member, 'GET', '/certificates/mine')).json()
        .data as MyCertificate[];
      expect(theirs.map((c) => c.name)).toEqual([member.user.name]);
      expect(mail.text).toContain(`/certificates/${theirs[0]!.code}`);
      // The captain holds the registration: both members' certificates, as for typed teams.
      const held = (await call(captain, 'GET', '/certificates/mine')).json()
        .data as MyCertificate[];
      expect(held.map((c) => c.name).sort()).toEqual([captain.user.name, member.user.name].sort());
      await ctx.mail.waitFor(captain.user.email, 'Your certificates');
    }
  });
});

describe('mine', () => {
  it("lists only the caller's certificates, their teams' members included", async () => {
    const res = await call(captains[1]!, 'GET', '/certificates/mine');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as MyCertificate[];
    expect(list.map((c) => c.name).sort()).toEqual(['Drop Shots Asha', 'Drop Shots Ravi']);
    expect(list[0]).toMatchObject({
      event_id: event.id,
      event_title: event.title,
      category: 'Open Doubles',
      valid: true,
    });
    const own = (await call(players[0]!, 'GET', '/certificates/mine')).json().data;
    expect(own).toHaveLength(1);
    const codes = new Set((await rowsOf(pairsDraw.id)).map((r) => r.code));
    expect(codes.has(own[0].code)).toBe(false);
    const stranger = await as(ctx.app, 'Participant');
    expect((await call(stranger, 'GET', '/certificates/mine')).json().data).toEqual([]);
    // Each player's own, under their name and with their place (1st for the draw's winner).
    const ranks = new Map((await rowsOf(singlesDraw.id)).map((r) => [r.code, r.rank]));
    expect([...ranks.values()]).toContain(1);
    for (const p of players) {
      const [mine] = (await call(p, 'GET', '/certificates/mine')).json().data as MyCertificate[];
      expect(mine).toMatchObject({ name: p.user.name, valid: true, rank: ranks.get(mine!.code) });
    }
  });

  it('pages with a cursor; hosts and guests are refused', async () => {
    const first = (await call(captains[0]!, 'GET', '/certificates/mine?limit=1')).json();
    expect(first.data).toHaveLength(1);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (
      await call(
        captains[0]!,
        'GET',
        `/certificates/mine?limit=1&cursor=${encodeURIComponent(first.next_cursor)}`,
      )
    ).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].code).not.toBe(first.data[0].code);
    expect((await call(host, 'GET', '/certificates/mine')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/certificates/mine')).statusCode).toBe(401);
  });
});

describe('a cancelled event', () => {
  it('revokes its certificates: verification says why, no PDF, the dashboard shows it, no mail', async () => {
    const [row] = (await rowsOf(pairsDraw.id)).filter((r) => r.rank === 1);
    const cancelled = await call(host, 'POST', `/events/${event.id}/cancel`, {
      reason: 'The hall roof leaked',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await settleJobs(ctx.app);
    const mails = ctx.mail.received.length;

    const res = await call(null, 'GET', `/certificates/${row!.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: row!.code,
      valid: false,
      status: 'revoked',
      reason: 'The event was cancelled: The hall roof leaked',
    });
    // A fresh PDF would travel as genuine: refused, with why.
    const pdf = await call(null, 'GET', `/certificates/${row!.code}/pdf`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toEqual({
      message: 'error',
      error: COMPETITION_MSG.certificateRevoked,
      code: 'errors.competition.certificateRevoked',
    });
    const mine = (await call(captains[0]!, 'GET', '/certificates/mine')).json()
      .data as MyCertificate[];
    expect(mine.length).toBeGreaterThan(0);
    for (const c of mine) expect(c).toMatchObject({ valid: false, status: 'revoked' });

    // No certificate mail for it: a queued one sends nothing, and the job issues nothing more.
    const job = {
      kind: 'certificates_issued' as const,
      draw_id: pairsDraw.id,
      participant_id: captains[0]!.user.id,
    };
    expect(await certificatesMessage(ctx.app.deps, job)).toBeNull();
    await ctx.app.db.delete(certificates).where(eq(certificates.code, row!.code));
    expect(await issueCertificates(ctx.app.deps, pairsDraw.id)).toEqual({ issued: 0, updated: 0 });
    await settleJobs(ctx.app);
    expect(ctx.mail.received.length).toBe(mails);

    // Nor can a result (a correction here) be entered any more: the event is over for good.
    const played = pairsDraw.matches.find(
      (m) => m.opponent1?.id != null && m.opponent2?.id != null,
    )!;
    const late = await call(host, 'PUT', `/matches/${played.id}`, { winner: played.opponent2!.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(COMPETITION_MSG.eventCancelled);
  });
});
