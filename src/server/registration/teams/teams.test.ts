import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_MSG } from '../../../shared/checkin/schemas';
import { formatDisplayDate } from '../../../shared/date-format';
import { JOIN_CODE_ALPHABET, TEAM_MSG } from '../../../shared/teams/schemas';
import { ticketToken } from '../../gate/tickets';
import {
  eventCategories,
  participationMembers,
  participations,
  teamMembers,
  teams,
  tickets,
  type CategoryRow,
  type EventRow,
  type NewUser,
  type User,
} from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { linkIn } from '../../test/smtp-inbox';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { flagIncompleteTeams } from './lock';

// Issue 28 on PostgreSQL through the real server: forming a team, joining it (checked against the
// category, refused with the rule named and nothing written), invites by mail, declining,
// removing and replacing (a paid team's freed position gets a new ticket code), the Vice Captain,
// the roster lock and its incomplete flag, a parent entering a dependant, and who may read a team.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let otherHost: Actor;
let admin: Actor;
let sportId: string;
let trio: CategoryRow; // teams of three, the captain pays ₹900
let single: CategoryRow; // individuals
let u13: CategoryRow; // pairs of boys up to 13
let women: CategoryRow; // pairs of women
let light: CategoryRow; // pairs of 50–60 kg
let freePairs: CategoryRow; // pairs, free
let event: EventRow;
let closed: EventRow;

const player = (extra: Partial<NewUser> = {}) =>
  as(ctx.app, 'Participant', { age: 20, gender: 'male', ...extra });

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  otherHost = await as(ctx.app, 'Host');
  admin = await as(ctx.app, 'Admin');
  sportId = (await makeSport(ctx.app.db)).id;
  trio = await makeCategory(ctx.app.db, { sports_id: sportId, participants_in_team: 3 });
  single = await makeCategory(ctx.app.db, { sports_id: sportId });
  u13 = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    participants_in_team: 2,
    max_age: 13,
    gender: 'male',
  });
  women = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    participants_in_team: 2,
    gender: 'female',
  });
  light = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    participants_in_team: 2,
    min_weight_allowed: 50,
    max_weight_allowed: 60,
  });
  freePairs = await makeCategory(ctx.app.db, { sports_id: sportId, participants_in_team: 2 });
  const prices = [
    { category_id: trio.id, price: 900 },
    { category_id: single.id, price: 300 },
    { category_id: u13.id, price: 400 },
    { category_id: women.id, price: 400 },
    { category_id: light.id, price: 400 },
    { category_id: freePairs.id, price: 0 },
  ];
  event = await makeEvent(ctx.app.db, { host_id: host.user.id, sports_id: sportId, prices });
  closed = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    window: 'closed',
    prices,
  });
});

afterEach(() => ctx.clock.reset());

type TeamBody = {
  id: string;
  join_code: string;
  participation_id: string;
  members: Array<{
    id: string;
    user_id: string | null;
    dependant_id: string | null;
    name: string;
    email: string | null;
    status: string;
    role: string | null;
    position: number | null;
  }>;
  joined: number;
  complete: boolean;
  confirmed: boolean;
  incomplete_at_lock: boolean;
};

async function startTeam(
  captain: Actor,
  category: CategoryRow,
  extra: object = {},
  on: EventRow = event,
): Promise<TeamBody> {
  const res = await call(captain, 'POST', '/teams', {
    event_id: on.id,
    category_id: category.id,
    team_name: 'Net Ninjas',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const join = (who: Actor, code: string, extra: object = {}) =>
  call(who, 'POST', '/teams/join', { code, ...extra });

async function joined(who: Actor, code: string, extra: object = {}): Promise<TeamBody> {
  const res = await join(who, code, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const rosterRows = (teamId: string) =>
  ctx.app.db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.team_id, teamId))
    .orderBy(asc(teamMembers.id));

const membersOf = (participationId: string) =>
  ctx.app.db
    .select()
    .from(participationMembers)
    .where(eq(participationMembers.participation_id, participationId))
    .orderBy(asc(participationMembers.position));

const ticketRows = (participationId: string) =>
  ctx.app.db
    .select()
    .from(tickets)
    .where(eq(tickets.participation_id, participationId))
    .orderBy(asc(tickets.member_index));

const scan = (token: string) => call(host, 'POST', '/event/checkin', { event_id: event.id, token });

/** The captain pays the whole team through the test checkout, then verifies like the browser. */
async function payAsCaptain(captain: Actor, teamId: string) {
  const res = await call(captain, 'POST', `/teams/${teamId}/checkout`);
  expect(res.statusCode, res.body).toBe(201);
  const signed = await call(captain, 'POST', '/payments/test/complete', {
    order_id: res.json().data.order_id,
    outcome: 'paid',
  });
  expect((await call(captain, 'POST', '/payments/verify', signed.json().data)).statusCode).toBe(
    200,
  );
}

describe('starting a team', () => {
  it('makes the team, its unpaid registration holding no place, and its captain', async () => {
    const captain = await player();
    const team = await startTeam(captain, trio, { club: 'Koramangala Smashers' });
    expect(team).toMatchObject({
      team_name: 'Net Ninjas',
      club: 'Koramangala Smashers',
      joined: 1,
      size: 3,
      complete: false,
      confirmed: false,
      payment: 'captain',
      price: 900,
      payment_status: 'created',
      viewer: { is_captain: true, manages: true },
    });
    expect(team.join_code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`));
    expect(team).toMatchObject({
      join_url: `http://matchday.test/app/teams/join/${team.join_code}`,
    });
    expect(team.members).toMatchObject([
      {
        user_id: captain.user.id,
        status: 'joined',
        role: 'Captain',
        position: 0,
        email: captain.user.email.toLowerCase(),
      },
    ]);
    const [p] = await ctx.app.db
      .select()
      .from(participations)
      .where(eq(participations.id, team.participation_id));
    expect(p).toMatchObject({
      participant_id: captain.user.id,
      team_name: 'Net Ninjas',
      club: 'Koramangala Smashers',
      amount_minor: 90000,
      payment_status: 'created',
      order_id: null,
      hold_expires_at: null,
    });
    expect(await membersOf(team.participation_id)).toMatchObject([
      { position: 0, user_id: captain.user.id, name: captain.user.name, role: 'Captain' },
    ]);
  });

  it('refuses an individual category, a closed event and a second team', async () => {
    const captain = await player();
    const individual = await call(captain, 'POST', '/teams', {
      event_id: event.id,
      category_id: single.id,
      team_name: 'Solo',
    });
    expect(individual.statusCode).toBe(400);
    expect(individual.json().error).toBe(TEAM_MSG.notTeamCategory);
    const late = await call(captain, 'POST', '/teams', {
      event_id: closed.id,
      category_id: trio.id,
      team_name: 'Late',
    });
    expect(late.statusCode).toBe(409);
    await startTeam(captain, trio);
    const twice = await call(captain, 'POST', '/teams', {
      event_id: event.id,
      category_id: trio.id,
      team_name: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(TEAM_MSG.alreadyOnTeam);
    // A member of another team in the category cannot start one either.
    const other = await startTeam(await player(), trio);
    const member = await player();
    await joined(member, other.join_code);
    const res = await call(member, 'POST', '/teams', {
      event_id: event.id,
      category_id: trio.id,
      team_name: 'Mine',
    });
    expect(res.statusCode).toBe(409);
    expect(
      await ctx.app.db.select().from(teams).where(eq(teams.captain_id, member.user.id)),
    ).toEqual([]);
  });

  it('in a free category: confirmed at once, and each newcomer gets a ticket', async () => {
    const captain = await player();
    const team = await startTeam(captain, freePairs);
    expect(team.confirmed).toBe(true);
    expect((await ticketRows(team.participation_id)).map((t) => t.member_index)).toEqual([0]);
    await joined(await player(), team.join_code);
    expect((await ticketRows(team.participation_id)).map((t) => t.member_index)).toEqual([0, 1]);
  });
});

describe('joining', () => {
  it('by code: the smallest free position, the registration’s members rewritten', async () => {
    const captain = await player();
    const team = await startTeam(captain, trio);
    const preview = await call(await player(), 'GET', `/teams/join/${team.join_code}`);
    expect(preview.json().data).toMatchObject({
      id: team.id,
      captain_name: captain.user.name,
      joined: 1,
      size: 3,
      max: 3,
      member: false,
      weight_required: false,
    });
    const a = await player();
    // Codes are read in any letter case.
    const after = await joined(a, team.join_code.toLowerCase());
    expect(after).toMatchObject({ joined: 2, complete: false });
    expect(after.members.find((m) => m.user_id === a.user.id)).toMatchObject({
      status: 'joined',
      position: 1,
      role: null,
      // Other members see no addresses.
      email: a.user.email.toLowerCase(),
    });
    const seenByA = after.members.find((m) => m.user_id === captain.user.id)!;
    expect(seenByA.email).toBeNull();
    const b = await player();
    expect(await joined(b, team.join_code)).toMatchObject({ joined: 3, complete: true });
    expect((await membersOf(team.participation_id)).map((m) => [m.position, m.user_id])).toEqual([
      [0, captain.user.id],
      [1, a.user.id],
      [2, b.user.id],
    ]);
    expect((await join(a, team.join_code)).json().error).toBe(TEAM_MSG.alreadyMember);
    expect((await call(a, 'GET', '/teams/join/NOSUCHCD')).json().error).toBe(TEAM_MSG.codeNotFound);
  });

  it('refuses a full team (its size plus substitutes)', async () => {
    const team = await startTeam(await player(), trio);
    await joined(await player(), team.join_code);
    await joined(await player(), team.join_code);
    const fourth = await join(await player(), team.join_code);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe(TEAM_MSG.teamFull(3));
  });

  it('refuses, naming the rule, someone the category does not take; nothing is written', async () => {
    const start = formatDisplayDate(event.start_date);
    const boys = await startTeam(await player({ age: 12 }), u13);
    const adult = await player({ age: 20 });
    const tooOld = await join(adult, boys.join_code);
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error).toBe(
      TEAM_MSG.refused(TEAM_MSG.youAreAged(20, start, 'ages up to 13')),
    );
    const girl = await player({ age: 11, gender: 'female' });
    expect((await join(girl, boys.join_code)).json().error).toBe(
      TEAM_MSG.refused(TEAM_MSG.forGender('men and boys')),
    );
    const heavy = await startTeam(await player(), light, { weight_kg: 55 });
    const noWeight = await join(adult, heavy.join_code);
    expect(noWeight.statusCode).toBe(400);
    expect(noWeight.json().error).toBe(TEAM_MSG.weightRequired);
    const outside = await join(adult, heavy.join_code, { weight_kg: 70 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toBe(TEAM_MSG.refused(TEAM_MSG.weightOutside(70, '50–60 kg')));
    for (const t of [boys, heavy]) expect(await rosterRows(t.id)).toHaveLength(1);
    expect(await membersOf(heavy.participation_id)).toHaveLength(1);
    // Inside the class: in, with the weight kept.
    await joined(adult, heavy.join_code, { weight_kg: 58 });
    const [row] = (await rosterRows(heavy.id)).filter((m) => m.user_id === adult.user.id);
    expect(row!.weight_kg).toBe(58);
    // The captain is checked too, as they start it.
    const lady = await call(await player(), 'POST', '/teams', {
      event_id: event.id,
      category_id: women.id,
      team_name: 'Wrong',
    });
    expect(lady.json().error).toBe(TEAM_MSG.cannotStart(TEAM_MSG.forGender('women and girls')));
  });

  it('a parent enters their dependant, checked on the dependant', async () => {
    const team = await startTeam(await player({ age: 12 }), u13);
    const parent = await player({ age: 41 });
    const born = (years: number) =>
      `${Number(event.start_date.slice(0, 4)) - years}${event.start_date.slice(4)}`;
    const add = async (name: string, years: number) => {
      const res = await call(parent, 'POST', `/user/${parent.user.id}/dependants`, {
        name,
        date_of_birth: born(years),
        gender: 'male',
        guardian_confirmed: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const older = await add('Kabir', 15);
    const refused = await join(parent, team.join_code, { dependant_id: older });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      TEAM_MSG.refused(
        `Kabir is 15 on ${formatDisplayDate(event.start_date)}; this category is for ages up to 13`,
      ),
    );
    const child = await add('Aarav', 10);
    const after = await joined(parent, team.join_code, { dependant_id: child });
    expect(after.members.find((m) => m.dependant_id === child)).toMatchObject({
      user_id: parent.user.id,
      name: 'Aarav',
      status: 'joined',
      position: 1,
    });
    const [member] = (await membersOf(team.participation_id)).filter((m) => m.position === 1);
    expect(member).toMatchObject({
      name: 'Aarav',
      user_id: parent.user.id,
      dependant_id: child,
      date_of_birth: born(10),
      gender: 'male',
    });
    // Another account's dependant is not found.
    expect((await join(await player(), team.join_code, { dependant_id: child })).statusCode).toBe(
      404,
    );
  });
});

describe('invites', () => {
  it('are mailed with the join link; the invitee joins and their invite becomes their row', async () => {
    const captain = await player();
    const team = await startTeam(captain, trio);
    const invitee = await player();
    const res = await call(captain, 'POST', `/teams/${team.id}/invites`, {
      email: invitee.user.email.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const invite = (res.json().data as TeamBody).members.find((m) => m.status === 'invited')!;
    expect(invite).toMatchObject({ user_id: invitee.user.id, position: null });
    const again = await call(captain, 'POST', `/teams/${team.id}/invites`, {
      email: invitee.user.email,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TEAM_MSG.alreadyInvited);
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(invitee.user.email, 'Join “Net Ninjas”');
    const link = linkIn(mail.text, /http:\/\/matchday\.test\/app\/teams\/join\/[A-Z0-9]{8}/);
    expect(link).toBe(`http://matchday.test/app/teams/join/${team.join_code}`);
    expect(mail.html).toContain(link);
    // The invitee sees the invite among their teams, then joins with the mailed code.
    const mine = await call(invitee, 'GET', '/teams');
    expect(mine.json().data).toMatchObject([{ id: team.id, viewer: { invited: true } }]);
    const after = await joined(invitee, link.split('/').at(-1)!);
    expect(after.members.find((m) => m.id === invite.id)).toMatchObject({
      status: 'joined',
      user_id: invitee.user.id,
      position: 1,
    });
    expect(await rosterRows(team.id)).toHaveLength(2);
    // A joined member is not invited again.
    const member = await call(captain, 'POST', `/teams/${team.id}/invites`, {
      email: invitee.user.email,
    });
    expect(member.json().error).toBe(TEAM_MSG.alreadyMember);
  });

  it('to an address with no account; declined by an invitee, whose decline is once', async () => {
    const captain = await player();
    const team = await startTeam(captain, trio);
    const stranger = await call(captain, 'POST', `/teams/${team.id}/invites`, {
      email: 'new.player@example.test',
    });
    expect(
      (stranger.json().data as TeamBody).members.find((m) => m.status === 'invited'),
    ).toMatchObject({ user_id: null, email: 'new.player@example.test' });
    const invitee = await player();
    await call(captain, 'POST', `/teams/${team.id}/invites`, { email: invitee.user.email });
    const declined = await call(invitee, 'POST', `/teams/${team.id}/decline`);
    expect(declined.statusCode).toBe(200);
    const rows = await rosterRows(team.id);
    expect(rows.find((m) => m.user_id === invitee.user.id)?.status).toBe('declined');
    const twice = await call(invitee, 'POST', `/teams/${team.id}/decline`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(TEAM_MSG.notInvited);
    // Declined, the team is no longer theirs to read.
    expect((await call(invitee, 'GET', `/teams/${team.id}`)).statusCode).toBe(403);
  });
});

describe('removing and replacing', () => {
  it('a paid team: the replacement gets the freed position with a new code; the old QR is dead', async () => {
    const captain = await player();
    const team = await startTeam(captain, trio);
    const a = await player();
    const b = await player();
    await joined(a, team.join_code);
    await joined(b, team.join_code);
    await payAsCaptain(captain, team.id);
    const paid = await ticketRows(team.participation_id);
    expect(paid.map((t) => t.member_index)).toEqual([0, 1, 2]);
    const oldToken = ticketToken(ctx.app.config.sessionSecret, paid[1]!.code);

    // Only the captain (or the host) removes others; the captain never goes.
    const byMember = await call(b, 'DELETE', `/teams/${team.id}/members/${a.user.id}`);
    expect(byMember.statusCode).toBe(403);
    const captainGoes = await call(
      captain,
      'DELETE',
      `/teams/${team.id}/members/${captain.user.id}`,
    );
    expect(captainGoes.json().error).toBe(TEAM_MSG.captainStays);

    const removed = await call(captain, 'DELETE', `/teams/${team.id}/members/${a.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      (removed.json().data as TeamBody).members.find((m) => m.user_id === a.user.id),
    ).toMatchObject({ status: 'removed', position: null });
    expect((await membersOf(team.participation_id)).map((m) => m.position)).toEqual([0, 2]);
    // The removed member's QR stops at once.
    expect((await scan(oldToken)).json().error).toBe(CHECKIN_MSG.invalidTicket);

    const replacement = await player();
    const after = await joined(replacement, team.join_code);
    expect(after.members.find((m) => m.user_id === replacement.user.id)?.position).toBe(1);
    const now = await ticketRows(team.participation_id);
    expect(now.map((t) => t.member_index)).toEqual([0, 1, 2]);
    expect(now[1]!.code).not.toBe(paid[1]!.code);
    // The others keep theirs.
    expect([now[0]!.code, now[2]!.code]).toEqual([paid[0]!.code, paid[2]!.code]);
    const newToken = ticketToken(ctx.app.config.sessionSecret, now[1]!.code);
    expect((await scan(newToken)).json().data).toMatchObject({
      status: 'checked_in',
      name: replacement.user.name,
      participation_id: team.participation_id,
    });
    expect((await scan(oldToken)).statusCode).toBe(404);
  });

  it('a member leaves; the host removes anyone but the captain', async () => {
    const captain = await player();
    const team = await startTeam(captain, trio);
    const a = await player();
    const b = await player();
    await joined(a, team.join_code);
    const withB = await joined(b, team.join_code);
    const left = await call(a, 'DELETE', `/teams/${team.id}/members/${a.user.id}`);
    expect(left.statusCode).toBe(200);
    const rowOfB = withB.members.find((m) => m.user_id === b.user.id)!;
    const byHost = await call(host, 'DELETE', `/teams/${team.id}/members/${rowOfB.id}`);
    expect(byHost.statusCode).toBe(200);
    expect(
      (await call(host, 'DELETE', `/teams/${team.id}/members/${captain.user.id}`)).json().error,
    ).toBe(TEAM_MSG.captainStays);
    expect((await rosterRows(team.id)).map((m) => [m.status, m.removed_by])).toEqual([
      ['joined', null],
      ['removed', a.user.id],
      ['removed', host.user.id],
    ]);
    expect(await membersOf(team.participation_id)).toHaveLength(1);
  });
});

describe('roles and who may do what', () => {
  it('the captain names one Vice Captain; members and other teams are refused', async () => {
    const captain = await player();
    const team = await startTeam(captain, trio);
    const a = await player();
    const b = await player();
    await joined(a, team.join_code);
    await joined(b, team.join_code);
    const set = await call(captain, 'PUT', `/teams/${team.id}/roles`, { vice_captain: a.user.id });
    expect(set.statusCode, set.body).toBe(200);
    const moved = await call(captain, 'PUT', `/teams/${team.id}/roles`, {
      vice_captain: b.user.id,
    });
    expect(
      (moved.json().data as TeamBody).members
        .filter((m) => m.status === 'joined')
        .map((m) => m.role),
    ).toEqual(['Captain', null, 'Vice Captain']);
    expect((await membersOf(team.participation_id)).map((m) => m.role)).toEqual([
      'Captain',
      null,
      'Vice Captain',
    ]);
    const self = await call(captain, 'PUT', `/teams/${team.id}/roles`, {
      vice_captain: captain.user.id,
    });
    expect(self.json().error).toBe(TEAM_MSG.viceNotCaptain);
    const outsider = await player();
    const notMember = await call(captain, 'PUT', `/teams/${team.id}/roles`, {
      vice_captain: outsider.user.id,
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().error).toBe(TEAM_MSG.viceMustBeMember);
    const byMember = await call(a, 'PUT', `/teams/${team.id}/roles`, { vice_captain: null });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toBe(TEAM_MSG.captainOnly);

    // The captain of another team: refused on every captain's action here.
    const rival = await player();
    await startTeam(rival, trio);
    const actions = [
      call(rival, 'PUT', `/teams/${team.id}/roles`, { vice_captain: null }),
      call(rival, 'POST', `/teams/${team.id}/invites`, { email: 'x@example.test' }),
      call(rival, 'DELETE', `/teams/${team.id}/members/${a.user.id}`),
      call(rival, 'POST', `/teams/${team.id}/checkout`),
      call(rival, 'GET', `/teams/${team.id}`),
    ];
    expect((await Promise.all(actions)).map((r) => r.statusCode)).toEqual([
      403, 403, 403, 403, 403,
    ]);
    expect((await membersOf(team.participation_id)).map((m) => m.role)).toEqual([
      'Captain',
      null,
      'Vice Captain',
    ]);
  });

  it('GET /teams/:id: members, the event’s host and admins; not a stranger nor another host', async () => {
    const captain = await player();
    const team = await startTeam(captain, trio);
    const a = await player();
    await joined(a, team.join_code);
    const statuses = async (who: Actor) => (await call(who, 'GET', `/teams/${team.id}`)).statusCode;
    expect(await statuses(captain)).toBe(200);
    expect(await statuses(a)).toBe(200);
    expect(await statuses(host)).toBe(200);
    expect(await statuses(admin)).toBe(200);
    expect(await statuses(await player())).toBe(403);
    expect(await statuses(otherHost)).toBe(403);
    expect((await call(a, 'GET', '/teams/000000000000000000000000')).statusCode).toBe(404);
    // The host sees every address; a member only their own.
    const seen = (await call(host, 'GET', `/teams/${team.id}`)).json().data as TeamBody;
    expect(seen.members.every((m) => m.email !== null)).toBe(true);
  });
});

describe('the roster lock', () => {
  it('stops the captain and members; the host still changes it; an incomplete team is flagged once', async () => {
    const locked = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      prices: [{ category_id: trio.id, price: 900 }],
    });
    await ctx.app.db
      .update(eventCategories)
      .set({ roster_locks_at: new Date(ctx.clock.now().getTime() + 3_600_000) })
      .where(eq(eventCategories.event_id, locked.id));
    const captain = await player();
    const team = await startTeam(captain, trio, {}, locked);
    const a = await player();
    await joined(a, team.join_code);
    ctx.clock.advance(2 * 3_600_000);

    const late = await join(await player(), team.join_code);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(TEAM_MSG.rosterLocked);
    const invite = await call(captain, 'POST', `/teams/${team.id}/invites`, {
      email: 'late@example.test',
    });
    expect(invite.statusCode).toBe(409);
    expect(invite.json().error).toBe(TEAM_MSG.rosterLocked);
    expect(
      (await call(captain, 'DELETE', `/teams/${team.id}/members/${a.user.id}`)).statusCode,
    ).toBe(409);
    expect((await call(a, 'DELETE', `/teams/${team.id}/members/${a.user.id}`)).statusCode).toBe(
      409,
    );
    expect(
      (await call(captain, 'PUT', `/teams/${team.id}/roles`, { vice_captain: a.user.id }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(host, 'PUT', `/teams/${team.id}/roles`, { vice_captain: a.user.id })).statusCode,
    ).toBe(200);
    expect((await call(host, 'DELETE', `/teams/${team.id}/members/${a.user.id}`)).statusCode).toBe(
      200,
    );

    const view = (await call(captain, 'GET', `/teams/${team.id}`)).json().data;
    expect(view).toMatchObject({ locked: true, incomplete_at_lock: true, joined: 1 });
    expect(await flagIncompleteTeams(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    const [flagged] = await ctx.app.db.select().from(teams).where(eq(teams.id, team.id));
    expect(flagged!.incomplete_flagged_at).not.toBeNull();
    // A second run tells nobody again.
    expect(await flagIncompleteTeams(ctx.app.deps)).toBe(0);
    await settleJobs(ctx.app);
    const subject = 'Roster locked incomplete: “Net Ninjas”';
    const toCaptain = await ctx.mail.waitFor(captain.user.email, subject);
    expect(toCaptain.text).toContain(
      '“Net Ninjas” has 1 of 3 members and its roster is now locked',
    );
    await ctx.mail.waitFor(host.user.email, subject);
    const told = ctx.mail.received.filter(
      (m) => m.subject === subject && m.to.includes(captain.user.email.toLowerCase()),
    );
    expect(told).toHaveLength(1);
    // A complete team, or one of an unlocked event, is not flagged.
    const [other] = await ctx.app.db
      .select()
      .from(teams)
      .where(and(eq(teams.event_id, event.id), eq(teams.category_id, trio.id)))
      .limit(1);
    expect(other!.incomplete_flagged_at).toBeNull();
  });
});

describe('after the lock, and after a team ends', () => {
  it('someone the host invites may still join a locked roster; the captain’s invitee may not', async () => {
    const locked = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      prices: [{ category_id: trio.id, price: 900 }],
    });
    await ctx.app.db
      .update(eventCategories)
      .set({ roster_locks_at: new Date(ctx.clock.now().getTime() + 3_600_000) })
      .where(eq(eventCategories.event_id, locked.id));
    const captain = await player();
    const team = await startTeam(captain, trio, {}, locked);
    const byCaptain = await player();
    const byHost = await player();
    expect(
      (await call(captain, 'POST', `/teams/${team.id}/invites`, { email: byCaptain.user.email }))
        .statusCode,
    ).toBe(200);
    ctx.clock.advance(2 * 3_600_000);
    expect(
      (await call(host, 'POST', `/teams/${team.id}/invites`, { email: byHost.user.email }))
        .statusCode,
    ).toBe(200);

    const refused = await join(byCaptain, team.join_code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(TEAM_MSG.rosterLocked);
    const view = await joined(byHost, team.join_code);
    expect(view.joined).toBe(2);
    expect(view.members.find((m) => m.user_id === byHost.user.id)?.status).toBe('joined');
  });

  it('a member of a team whose registration was cancelled may join another team', async () => {
    const first = await startTeam(await player(), trio);
    const member = await player();
    await joined(member, first.join_code);
    const again = await join(member, (await startTeam(await player(), trio)).join_code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TEAM_MSG.alreadyOnTeam);

    // The host removes the first team's unpaid registration.
    expect(
      (await call(host, 'DELETE', `/event/participate/${first.participation_id}`)).statusCode,
    ).toBe(200);
    const second = await startTeam(await player(), trio);
    const view = await joined(member, second.join_code);
    expect(view.members.find((m) => m.user_id === member.user.id)?.status).toBe('joined');
    const old = await rosterRows(first.id);
    expect(old.find((r) => r.user_id === member.user.id)?.status).toBe('removed');
  });
});
