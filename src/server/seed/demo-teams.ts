import { and, eq } from 'drizzle-orm';
import type { CategoryRow, EventRow, User } from '../platform/db/schema';
import { eventCategories } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { completeTestPayment, verifyPayment } from '../money/service';
import { createTeam } from '../registration/teams/create';
import { joinTeam } from '../registration/teams/join';
import { inviteToTeam } from '../registration/teams/roster';
import { payShare } from '../registration/teams/share';
import { makeUser } from './factories';
import { bornYearsAgo } from './demo-born';

/**
 * Issue 28 in the demo, made by the code the app runs: at the Chennai 3x3 Hoops Jam
 * (arena@matchday.test) each player of 3x3 Open pays an equal share. "Adyar Dunkers" formed and
 * paid all three shares (confirmed, every member with a ticket); "Marina Ballers", captained by
 * Kabir (player@matchday.test), is forming: Ananya (runner@matchday.test) joined and opened her
 * share's checkout without paying yet, Kabir paid his, and a friend's invite is open.
 */
export async function seedDemoTeams(
  deps: Deps,
  demo: { event: EventRow; threes: CategoryRow; captain: User; member: User },
): Promise<void> {
  const { event, threes } = demo;
  await deps.db
    .update(eventCategories)
    .set({ team_payment: 'split', substitutes: 1 })
    .where(and(eq(eventCategories.event_id, event.id), eq(eventCategories.category_id, threes.id)));

  const player = (name: string, email: string, gender: 'male' | 'female', age: number) =>
    makeUser(deps.db, {
      role: 'Participant',
      name,
      email,
      date_of_birth: bornYearsAgo(age),
      gender,
      address: 'Chennai',
      school_or_college: 'Loyola College',
    });
  const arjun = await player('Arjun Nair', 'arjun@matchday.test', 'male', 21);
  // A name in Tamil script, as the member typed it: lists, tickets and PDFs must draw it.
  const karthik = await player('கார்த்திக் ராஜா', 'karthik@matchday.test', 'male', 20);
  const farhan = await player('Farhan Qureshi', 'farhan@matchday.test', 'male', 22);

  const pay = async (who: User, teamId: string) => {
    const checkout = await payShare(deps, who, teamId);
    const signed = await completeTestPayment(deps, who, checkout.order_id!, 'paid');
    await verifyPayment(deps, who, signed);
  };

  const dunkers = await createTeam(deps, arjun, {
    event_id: event.id,
    category_id: threes.id,
    team_name: 'Adyar Dunkers',
    club: 'Adyar Basketball Club',
    weight_kg: null,
  });
  for (const who of [karthik, farhan])
    await joinTeam(deps, who, { code: dunkers.join_code, dependant_id: null, weight_kg: null });
  for (const who of [arjun, karthik, farhan]) await pay(who, dunkers.id);

  const ballers = await createTeam(deps, demo.captain, {
    event_id: event.id,
    category_id: threes.id,
    team_name: 'Marina Ballers',
    club: 'Chennai Hoopers',
    weight_kg: null,
  });
  await joinTeam(deps, demo.member, {
    code: ballers.join_code,
    dependant_id: null,
    weight_kg: null,
  });
  await inviteToTeam(deps, demo.captain, ballers.id, 'nikhil.hoops@example.test');
  await pay(demo.captain, ballers.id);
  // Her checkout is open: the share pending, the team's place held.
  await payShare(deps, demo.member, ballers.id);
}
