import {
  AnomalyListQuerySchema,
  AnomalyRowSchema,
  PaymentListQuerySchema,
  PaymentRowSchema,
  ResolveAnomalySchema,
} from '../../shared/payments/schemas';
import { actorOf } from '../auth/access';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { listAnomalies, listPayments, resolveAnomaly } from './admin-service';

const tags = ['payments'];

/** The admin's payments screen (/app/payments): payments, anomalies, resolving one. */
export async function adminPaymentRoutes(app: App) {
  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Registrations with a provider order, newest first (admin)',
        querystring: PaymentListQuerySchema,
        response: { 200: pageSchema(PaymentRowSchema) },
      },
      config: { access: ['Payments', 'view'] },
    },
    async (request) => {
      const { items, next } = await listPayments(app.deps, request.query);
      return page(items, next);
    },
  );

  app.get(
    '/payments/anomalies',
    {
      schema: {
        tags,
        summary: 'Payment anomalies, open by default, newest first (admin)',
        querystring: AnomalyListQuerySchema,
        response: { 200: pageSchema(AnomalyRowSchema) },
      },
      config: { access: ['Payments', 'view'] },
    },
    async (request) => {
      const { items, next } = await listAnomalies(app.deps, request.query);
      return page(items, next);
    },
  );

  app.post(
    '/payments/anomalies/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Mark an anomaly resolved with a note (admin)',
        params: IdParamSchema,
        body: ResolveAnomalySchema,
        response: { 200: successSchema(AnomalyRowSchema) },
      },
      config: { access: ['Payments', 'edit'] },
    },
    async (request) =>
      ok(await resolveAnomaly(app.deps, actorOf(request), request.params.id, request.body.note)),
  );
}
