import {
  CancellationProgressSchema,
  CancelEventRequestSchema,
  CancelResultSchema,
  RefundListQuerySchema,
  RefundQuoteSchema,
  RefundRowSchema,
  RemoveRequestSchema,
} from '../../shared/refunds/schemas';
import { actorOf } from '../auth/access';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { cancelOwnRegistration, quoteRefund, removeRegistration } from './cancel';
import { cancelEvent, cancellationProgress } from './event-cancel';
import { listRefunds, retryRefund } from './list';

const tags = ['refunds'];

/** Changes of plan (issue 16): cancelling, removing, cancelling an event, and the refunds. */
export async function refundRoutes(app: App) {
  app.get(
    '/event/participate/:id/refund-quote',
    {
      schema: {
        tags,
        summary: 'What cancelling this registration now would refund (owner, host, admin)',
        params: IdParamSchema,
        response: { 200: successSchema(RefundQuoteSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await quoteRefund(app.deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/event/participate/:id/cancel',
    {
      schema: {
        tags,
        summary: "Cancel one's own registration; a paid one is refunded under the event's policy",
        params: IdParamSchema,
        response: { 200: successSchema(CancelResultSchema) },
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request) =>
      ok(await cancelOwnRegistration(app.deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/event/participate/:id/remove',
    {
      schema: {
        tags,
        summary:
          'Remove a registration with a reason; a paid one is refunded in full (host, admin)',
        params: IdParamSchema,
        body: RemoveRequestSchema,
        response: { 200: successSchema(CancelResultSchema) },
      },
      config: { access: ['Participants', 'delete'] },
    },
    async (request) =>
      ok(
        await removeRegistration(
          app.deps,
          actorOf(request),
          request.params.id,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/events/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an event: every registration cancelled and refunded in full (host, admin)',
        params: IdParamSchema,
        body: CancelEventRequestSchema,
        response: { 200: successSchema(CancellationProgressSchema) },
      },
      config: { access: ['Events', 'delete'] },
    },
    async (request) =>
      ok(await cancelEvent(app.deps, actorOf(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/events/:id/cancellation',
    {
      schema: {
        tags,
        summary: "How a cancelled event's refunds stand (host, admin)",
        params: IdParamSchema,
        response: { 200: successSchema(CancellationProgressSchema) },
      },
      config: { access: ['Events', 'edit'] },
    },
    async (request) =>
      ok(await cancellationProgress(app.deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/refunds',
    {
      schema: {
        tags,
        summary: 'Refunds, newest first: an admin sees all, anyone else their own',
        querystring: RefundListQuerySchema,
        response: { 200: pageSchema(RefundRowSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { items, next } = await listRefunds(app.deps, actorOf(request), request.query);
      return page(items, next);
    },
  );

  app.post(
    '/payments/refunds/:id/retry',
    {
      schema: {
        tags,
        summary: 'Send a refused refund to the provider again (admin)',
        params: IdParamSchema,
        response: { 200: successSchema(RefundRowSchema.pick({ id: true })) },
      },
      config: { access: ['Payments', 'edit'] },
    },
    async (request) => {
      await retryRefund(app.deps, request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
