import * as contract from '../../shared/api/payments';
import { actorOf } from '../auth/access';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { completeTestPayment, verifyPayment } from './service';
import { handleWebhook, storedHeaders } from './webhook';

const tags = ['payments'];

export async function paymentRoutes(app: App) {
  await route(
    app,
    contract.verifyPayment,
    {
      tags,
      summary: "Confirm a payment with the checkout's signed answer",
      access: ['Participants', 'create'],
    },
    async (request) =>
      ok({ participation_id: await verifyPayment(app.deps, actorOf(request), request.body) }),
  );

  // Outside the contract: no JSON envelope in, Razorpay's signed bytes instead.
  // The webhook needs the exact bytes Razorpay signed, so JSON is kept raw in this scope.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    hooks.post(
      '/payments/webhook',
      {
        schema: { tags, summary: 'Razorpay webhook (signed)', hide: false },
        config: { access: 'public' },
      },
      async (request) => {
        const header = (name: string) => {
          const v = request.headers[name];
          return Array.isArray(v) ? v[0] : v;
        };
        await handleWebhook(app.deps, {
          raw: request.body as Buffer,
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
          ip: request.ip,
          headers: storedHeaders(request.headers),
        });
        return ok(null);
      },
    );
  });

  if (app.deps.payments.name === 'test') {
    await route(
      app,
      contract.completeTestPayment,
      {
        tags,
        summary: 'Test provider only: pay or fail an order as the test checkout',
        access: ['Participants', 'create'],
      },
      async (request) =>
        ok(
          await completeTestPayment(
            app.deps,
            actorOf(request),
            request.body.order_id,
            request.body.outcome,
          ),
        ),
    );
  }
}
