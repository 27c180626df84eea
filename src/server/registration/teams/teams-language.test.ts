import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatIndiaDateTime } from '../../../shared/date-format';
import { eventCategories, users } from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { flagIncompleteTeams } from './lock';

// Issue 29: a team's roster mails (issue 28) in each reader's language: the invite in the
// invitee's account's (English for an address with no account), the incomplete roster in the
// captain's and the host's own.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

const ENGLISH_WORDS =
  /Captain|Starts|Category:|Event:|Venue|invite|Join the|roster|organiser|IST\)\./;

describe("the team's mails", () => {
  it('invite and incomplete roster: Hindi words and dates to a Hindi reader, English to others', async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const trio = await makeCategory(ctx.app.db, {
      sports_id: sport.id,
      name: 'Mixed Trio',
      participants_in_team: 3,
    });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Goa Beach Volley',
      prices: [{ category_id: trio.id, price: 900 }],
    });
    const locksAt = new Date(ctx.clock.now().getTime() + 3_600_000);
    await ctx.app.db
      .update(eventCategories)
      .set({ roster_locks_at: locksAt })
      .where(eq(eventCategories.event_id, event.id));
    const captain = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
    const invitee = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
    for (const id of [captain.user.id, invitee.user.id])
      await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, id));
    const started = await call(captain, 'POST', '/teams', {
      event_id: event.id,
      category_id: trio.id,
      team_name: 'Sand Sharks',
    });
    expect(started.statusCode, started.body).toBe(201);
    const team = started.json().data as { id: string; join_code: string };
    const stranger = `no-account-${Date.now()}@example.test`;
    for (const email of [invitee.user.email, stranger])
      expect((await call(captain, 'POST', `/teams/${team.id}/invites`, { email })).statusCode).toBe(
        200,
      );
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(invitee.user.email, 'से जुड़ें');
    expect(hi.subject).toBe('“Goa Beach Volley” के लिए “Sand Sharks” से जुड़ें');
    expect(hi.text).toContain(
      `“${captain.user.name}” ने आपको “Goa Beach Volley” की “Mixed Trio” कैटेगरी में “Sand Sharks” के लिए खेलने का न्योता दिया है।`,
    );
    expect(hi.text).toContain(`टीम का कोड ${team.join_code} है।`);
    expect(hi.text).toContain(`कप्तान: “${captain.user.name}”`);
    expect(hi.text).toContain(`शुरुआत: ${formatDisplayDate(event.start_date, 'hi')}`);
    expect(hi.text).toContain(`टीम से जुड़ें: http://matchday.test/app/teams/join/${team.join_code}`);
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('आपको एक टीम में खेलने का न्योता मिला है');
    expect(`${hi.text}${hi.html}`).not.toMatch(ENGLISH_WORDS);

    const en = await ctx.mail.waitFor(stranger, 'Join “Sand Sharks”');
    expect(en.subject).toBe('Join “Sand Sharks” for “Goa Beach Volley”');
    expect(en.text).toContain(`Starts: ${formatDisplayDate(event.start_date)}`);
    expect(en.text).toContain(`The team's code is ${team.join_code}.`);
    expect(en.html).toContain('<html lang="en">');

    // The lock passes with one of three joined: the Hindi captain and the English host are told.
    ctx.clock.advance(2 * 3_600_000);
    try {
      expect(await flagIncompleteTeams(ctx.app.deps)).toBeGreaterThanOrEqual(1);
      await settleJobs(ctx.app);
    } finally {
      ctx.clock.reset();
    }
    const toCaptain = await ctx.mail.waitFor(captain.user.email, 'टीम लिस्ट अधूरी लॉक हुई');
    expect(toCaptain.subject).toBe('टीम लिस्ट अधूरी लॉक हुई: “Sand Sharks”');
    expect(toCaptain.text).toContain(`नमस्ते ${captain.user.name},`);
    expect(toCaptain.text).toContain(
      `“Sand Sharks” में 3 में से 1 सदस्य हैं और इसकी टीम लिस्ट अब लॉक हो गई है (${formatIndiaDateTime(locksAt, 'hi')} IST से)।`,
    );
    expect(toCaptain.text).toContain('अब सिर्फ़ आयोजक टीम लिस्ट बदल सकते हैं');
    expect(toCaptain.html).toContain('<html lang="hi">');
    expect(toCaptain.html).toContain('टीम खोलें');
    expect(`${toCaptain.text}${toCaptain.html}`).not.toMatch(ENGLISH_WORDS);

    const toHost = await ctx.mail.waitFor(host.user.email, 'Roster locked incomplete');
    expect(toHost.text).toContain(
      `“Sand Sharks” has 1 of 3 members and its roster is now locked (since ${formatIndiaDateTime(locksAt)} IST).`,
    );
    expect(toHost.text).toContain('You can still add or remove its members');
    expect(toHost.html).toContain('<html lang="en">');
  });
});
