import * as contract from '../../../shared/api/payouts';
import { actorOf } from '../../auth/access';
import { ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { readPayoutAccount, savePayoutAccount } from './account';
import { adminEarnings, hostEarnings } from './earnings';

const tags = ['payouts'];

/** Payout accounts and earnings (issue 26). */
export async function payoutRoutes(app: App) {
  await route(
    app,
    contract.payoutAccount,
    {
      tags,
      summary: "The host's payout account (the account number as its last 4 digits)",
      access: ['Payouts', 'view'],
    },
    async (request) => ok(await readPayoutAccount(app.deps, actorOf(request))),
  );

  await route(
    app,
    contract.savePayoutAccount,
    {
      tags,
      summary: 'Save the payout account; the provider’s linked account follows from a job',
      access: ['Payouts', 'edit'],
    },
    async (request) => ok(await savePayoutAccount(app.deps, actorOf(request), request.body)),
  );

  await route(
    app,
    contract.hostEarnings,
    {
      tags,
      summary: "The host's earnings: totals, per event and day by day",
      access: ['Payouts', 'view'],
    },
    async (request) => ok(await hostEarnings(app.deps.db, actorOf(request).id)),
  );

  await route(
    app,
    contract.adminEarnings,
    {
      tags,
      summary: 'Earnings across hosts, with Matchday’s fees (admin)',
      access: ['Payments', 'view'],
    },
    async () => ok(await adminEarnings(app.deps.db)),
  );
}
