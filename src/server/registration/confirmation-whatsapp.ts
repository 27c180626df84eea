import { eq } from 'drizzle-orm';
import { formatDateRange, formatEventTimes } from '../../shared/date-format';
import { isLanguage } from '../../shared/i18n/languages';
import { href } from '../../shared/href';
import { ROUTES } from '../../shared/routes';
import type { Db } from '../platform/db/client';
import { events, participations, users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { quoted, userText } from '../platform/mail/user-text';
import { queueWhatsApp } from '../platform/whatsapp/queue';

/** '12 March, 2027, 8:30 AM – 6:00 PM IST', or a range of days, in the reader's language. */
function when(
  e: {
    start_date: string;
    end_date: string;
    event_start_time: string | null;
    event_end_time: string | null;
  },
  language: string,
) {
  const days = formatDateRange(e.start_date, e.end_date, isLanguage(language) ? language : 'en');
  const times = formatEventTimes(e.event_start_time, e.event_end_time);
  return times ? `${days}, ${times}` : days;
}

/**
 * "You're registered" on WhatsApp (issue 29), beside the confirmation mail and in its
 * transaction: to the registration's holder with the link to its ticket, or to a member of a
 * self-formed team (`userId`), whose own ticket is on their dashboard. Once per registration and
 * person, however often the payment is reported; nothing for someone who has not opted in.
 */
export async function queueConfirmedWhatsApp(
  deps: Pick<Deps, 'jobs' | 'config'>,
  db: Db,
  participationId: string,
  userId?: string,
) {
  const [r] = await db
    .select({
      holder: participations.participant_id,
      event: events,
    })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.id, participationId));
  if (!r) return;
  const to = userId ?? r.holder;
  const [person] = await db
    .select({ name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, to));
  if (!person) return;
  const ticket =
    to === r.holder
      ? href(ROUTES.paymentSuccess, {}, { participation: participationId })
      : href(ROUTES.dashboard);
  const e = r.event;
  await queueWhatsApp(deps, db, {
    user_id: to,
    template: 'registration_confirmed',
    // The host's and the player's words quoted or broken, never links (issue 24).
    params: {
      name: userText(person.name, 60),
      event: quoted(e.title, 100),
      when: when(e, person.language),
      venue: `${userText(e.venue_name, 80)}, ${userText(e.venue_address, 100)}`,
      ticket: `${deps.config.publicUrl}${ticket}`,
    },
    dedupe_key: `confirmed:${participationId}:${to}`,
  });
}
