import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatIndiaClock, formatTime } from '../../../shared/date-format';
import { users, waitlistEntries } from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// Issue 29: a waitlist's offer (issue 15) is mailed in its reader's language.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

describe('the waitlist offer mail', () => {
  it("speaks the reader's language: Hindi words and deadline, the event's own words, <html lang>", async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Under 16' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Indore Kabaddi League',
      prices: [{ category_id: category.id, price: 500, capacity: 1 }],
    });
    const [holder, hindi, english] = await Promise.all(
      [1, 2, 3].map(() => as(ctx.app, 'Participant')),
    );
    await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi!.user.id));
    const take = { event_id: event.id, category_id: category.id };
    expect((await call(holder!, 'POST', '/event/participate', take)).statusCode).toBe(201);
    const entries: string[] = [];
    for (const who of [hindi!, english!]) {
      const joined = await call(who, 'POST', '/event/waitlist', take);
      expect(joined.statusCode, joined.body).toBe(201);
      entries.push(joined.json().data.id);
    }
    // Two more places: both in line are offered one.
    const raised = await call(host, 'PATCH', `/events/${event.id}/categories/${category.id}`, {
      capacity: 3,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await settleJobs(ctx.app);

    const [entry] = await ctx.app.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entries[0]!));
    const at = entry!.offer_expires_at!;
    const hi = await ctx.mail.waitFor(hindi!.user.email, 'आपके लिए एक जगह खाली है');
    expect(hi.subject).toBe('आपके लिए एक जगह खाली है: “Indore Kabaddi League”');
    expect(hi.text).toContain(`नमस्ते ${hindi!.user.name},`);
    expect(hi.text).toContain(
      `“Indore Kabaddi League” की “Under 16” कैटेगरी में एक जगह खाली हुई है, जो ${formatDisplayDate(at, 'hi')}, ${formatTime(formatIndiaClock(at))} तक ${hindi!.user.name} के लिए रखी गई है।`,
    );
    expect(hi.text).toContain('अपने डैशबोर्ड से इसे स्वीकार करें: http://matchday.test/app/dashboard');
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('जगह स्वीकार करें');
    expect(hi.html).toContain('वेटिंग लिस्ट में अगले व्यक्ति');
    expect(`${hi.text}${hi.html}`).not.toMatch(/Hi |A place|Accept|dashboard:|waitlist\b| at /);

    const en = await ctx.mail.waitFor(english!.user.email, 'A place is free for you');
    expect(en.subject).toBe('A place is free for you: “Indore Kabaddi League”');
    expect(en.text).toContain(`Hi ${english!.user.name},`);
    expect(en.text).toContain('A place has opened in “Under 16” at “Indore Kabaddi League”, held');
    expect(en.text).toMatch(/until \d{2} [A-Z][a-z]+, \d{4} at \d{1,2}:\d{2} [AP]M\./);
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Accept the place');
  });
});
