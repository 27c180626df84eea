import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../shared/date-format';
import { users, type CategoryRow, type EventRow } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { registerAndPay } from '../test/registrations';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 29: the mail of an event's changed date, time or venue is in each participant's language.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The event's editable fields as stored, for a PUT that changes only what `changes` says. */
function edit(event: EventRow, category: CategoryRow, changes: Partial<EventRow>) {
  const e = { ...event, ...changes };
  return {
    title: e.title,
    start_date: e.start_date,
    end_date: e.end_date,
    registration_start_date: e.registration_start_date,
    registration_end_date: e.registration_end_date,
    registration_start_time: e.registration_start_time,
    registration_end_time: e.registration_end_time,
    event_start_time: e.event_start_time,
    event_end_time: e.event_end_time,
    rewards: e.rewards,
    poster: e.poster,
    venue_name: e.venue_name,
    venue_address: e.venue_address,
    sports_id: e.sports_id,
    categories: [{ category_id: category.id, price: 500 }],
  };
}

describe('the mail of a changed event', () => {
  it("speaks each participant's language: Hindi labels and dates, the host's words as written", async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open Singles' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Varanasi Ghat Run',
      venue_name: 'Sigra Stadium',
      venue_address: 'Sigra, Varanasi',
      event_start_time: '08:30',
      event_end_time: '17:00',
      prices: [{ category_id: category.id, price: 500 }],
    });
    const hindi = await registerAndPay(ctx.app, event, category);
    const english = await registerAndPay(ctx.app, event, category);
    await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.who.user.id));
    await settleJobs(ctx.app);

    const end = nextDay(event.end_date);
    const moved = await call(
      host,
      'PUT',
      `/events/${event.id}`,
      edit(event, category, {
        end_date: end,
        venue_name: 'Lake Grounds',
        event_start_time: '07:00',
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(hindi.who.user.email, 'बदलाव');
    expect(hi.subject).toBe('बदलाव: “Varanasi Ghat Run”');
    expect(hi.text).toContain(`नमस्ते ${hindi.who.user.name},`);
    const was = formatDisplayDate(event.start_date, 'hi');
    expect(was).toMatch(/^\d{2} [^\sA-Za-z]+, \d{4}$/); // a Hindi month
    const now = `${was} – ${formatDisplayDate(end, 'hi')}`;
    const before =
      event.start_date === event.end_date
        ? was
        : `${was} – ${formatDisplayDate(event.end_date, 'hi')}`;
    expect(hi.text).toContain(`तारीख: ${now} (पहले ${before})`);
    expect(hi.text).toContain('समय: 7:00 AM – 5:00 PM (पहले 8:30 AM – 5:00 PM)');
    expect(hi.text).toContain(
      'स्थान: Lake Grounds, Sigra, Varanasi (पहले Sigra Stadium, Sigra, Varanasi)',
    );
    expect(hi.text).toContain('आपका रजिस्ट्रेशन जैसा था वैसा ही रहेगा।');
    expect(hi.text).toContain(`इवेंट देखें: http://matchday.test/events/event-details/${event.id}`);
    expect(hi.text).not.toMatch(
      /Date:|Time:|Venue:|\(was |See the event|January|February|March|April|May|June|July|August|September|October|November|December/,
    );
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('>आपके रजिस्टर किए इवेंट में बदलाव हुआ है</h1>');
    expect(hi.html).toContain('क्योंकि आपने इस इवेंट के लिए रजिस्टर किया है');

    const en = await ctx.mail.waitFor(english.who.user.email, 'Changed');
    expect(en.subject).toBe('Changed: “Varanasi Ghat Run”');
    expect(en.text).toContain(`Hi ${english.who.user.name},`);
    expect(en.text).toContain(
      `Date: ${formatDisplayDate(event.start_date)} – ${formatDisplayDate(end)} (was `,
    );
    expect(en.text).toContain('Time: 7:00 AM – 5:00 PM (was 8:30 AM – 5:00 PM)');
    expect(en.text).toContain(
      'Venue: Lake Grounds, Sigra, Varanasi (was Sigra Stadium, Sigra, Varanasi)',
    );
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain(
      'Matchday · You get this email because you are registered for this event.',
    );
  });
});
