import * as contract from '../../shared/api/payments';
import { actorOf } from '../auth/access';
import { ok, page } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { listAnomalies, listPayments, resolveAnomaly } from './admin-service';

const tags = ['payments'];

/** The admin's payments screen (/app/payments): payments, anomalies, resolving one. */
export async function adminPaymentRoutes(app: App) {
  await route(
    app,
    contract.payments,
    {
      tags,
      summary: 'Registrations with a provider order, newest first (admin)',
      access: ['Payments', 'view'],
    },
    async (request) => {
      const { items, next } = await listPayments(app.deps, request.query);
      return page(items, next);
    },
  );

  await route(
    app,
    contract.anomalies,
    {
      tags,
      summary: 'Payment anomalies, open by default, newest first (admin)',
      access: ['Payments', 'view'],
    },
    async (request) => {
      const { items, next } = await listAnomalies(app.deps, request.query);
      return page(items, next);
    },
  );

  await route(
    app,
    contract.resolveAnomaly,
    { tags, summary: 'Mark an anomaly resolved with a note (admin)', access: ['Payments', 'edit'] },
    async (request) =>
      ok(await resolveAnomaly(app.deps, actorOf(request), request.params.id, request.body.note)),
  );
}
