import { z } from 'zod';
import { PaymentVerifySchema, TestCompleteSchema } from '../../shared/participations/schemas';
import { actorOf } from '../auth/access';
import { ok, successSchema } from '../http/envelope';
import type { App } from '../http/types';
import { completeTestPayment, verifyPayment } from './service';
import { handleWebhook } from './webhook';

const tags = ['payments'];

export async function paymentRoutes(app: App) {
  app.post(
    '/payments/verify',
    {
      schema: {
        tags,
        summary: "Confirm a payment with the checkout's signed answer",
        body: PaymentVerifySchema,
        response: { 200: successSchema(z.object({ participation_id: z.string() })) },
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request) =>
      ok({ participation_id: await verifyPayment(app.deps, actorOf(request), request.body) }),
  );

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
        await handleWebhook(
          app.deps,
          request.body as Buffer,
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        );
        return ok(null);
      },
    );
  });

  if (app.deps.payments.name === 'test') {
    app.post(
      '/payments/test/complete',
      {
        schema: {
          tags,
          summary: 'Test provider only: pay or fail an order as the test checkout',
          body: TestCompleteSchema,
          response: {
            200: successSchema(
              z.object({
                razorpay_order_id: z.string(),
                razorpay_payment_id: z.string(),
                razorpay_signature: z.string(),
              }),
            ),
          },
        },
        config: { access: ['Participants', 'create'] },
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
