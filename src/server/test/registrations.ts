import { expect } from 'vitest';
import type { CategoryRow, EventRow, NewUser } from '../platform/db/schema';
import type { App } from '../platform/http/types';
import { apiCaller, as } from './sessions';

/** The two-player roster a team category's registration is sent with. */
const PAIR = [
  { name: 'Asha Rao', email: 'asha@example.test', phone: '9876500001', role: 'Captain' },
  { name: 'Ravi Rao', email: 'ravi@example.test', phone: '9876500002' },
];

/**
 * A new participant registers at `event` in `category` through the API and, unless `pay` is
 * false, pays with the test checkout and verifies the payment: the way a registration is
 * captured, reading nothing back. A team category sends `PAIR` as its roster; a weight class,
 * `weight` kg (55 unless said).
 */
export async function registerAndPay(
  app: App,
  event: EventRow,
  category: CategoryRow,
  {
    pay = true,
    weight = 55,
    team_name = 'Net Ninjas',
    user = {},
  }: { pay?: boolean; weight?: number; team_name?: string; user?: Partial<NewUser> } = {},
) {
  const call = apiCaller(() => app);
  const who = await as(app, 'Participant', user);
  const weightClass = category.min_weight_allowed !== null || category.max_weight_allowed !== null;
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
    ...(weightClass && { weight_kg: weight }),
    ...(category.participants_in_team > 1 && { team_name, members: PAIR }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.participation.id as string;
  if (pay) {
    const signed = await call(who, 'POST', '/payments/test/complete', {
      order_id: res.json().data.order_id,
      outcome: 'paid',
    });
    expect((await call(who, 'POST', '/payments/verify', signed.json().data)).statusCode).toBe(200);
  }
  return { who, id };
}
