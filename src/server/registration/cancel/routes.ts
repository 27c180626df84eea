import * as contract from '../../../shared/api/refunds';
import { API_ROUTES } from '../../../shared/href';
import { IdParamSchema } from '../../../shared/api/schemas/common';
import { actorOf } from '../../auth/access';
import { ok, page } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { cancelOwnRegistration, quoteRefund, removeRegistration } from './cancel';
import { listCancelledRegistrations } from './cancelled-registrations';
import { creditNote } from './credit-note';
import { cancelEvent, cancellationProgress } from './event-cancel';

const tags = ['refunds'];

/**
 * Changes of plan (issue 16): cancelling, removing, cancelling an event, and a refund's credit
 * note (a document of the registration it refunds).
 */
export async function cancellationRoutes(app: App) {
  await route(
    app,
    contract.refundQuote,
    {
      tags,
      summary: 'What cancelling this registration now would refund (owner, host, admin)',
      access: 'user',
    },
    async (request) => ok(await quoteRefund(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.cancelRegistration,
    {
      tags,
      summary: "Cancel one's own registration; a paid one is refunded under the event's policy",
      access: ['Participants', 'create'],
    },
    async (request) =>
      ok(await cancelOwnRegistration(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.removeRegistration,
    {
      tags,
      summary: 'Remove a registration with a reason; a paid one is refunded in full (host, admin)',
      access: ['Participants', 'delete'],
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

  await route(
    app,
    contract.cancelEvent,
    {
      tags,
      summary: 'Cancel an event: every registration cancelled and refunded in full (host, admin)',
      access: ['Events', 'delete'],
    },
    async (request) =>
      ok(await cancelEvent(app.deps, actorOf(request), request.params.id, request.body.reason)),
  );

  await route(
    app,
    contract.cancellation,
    {
      tags,
      summary: "How a cancelled event's refunds stand (host, admin)",
      access: ['Events', 'edit'],
    },
    async (request) =>
      ok(await cancellationProgress(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.cancelledRegistrations,
    {
      tags,
      summary: "An event's cancelled registrations with their refunds' states (host, admin)",
      access: ['Participants', 'view'],
    },
    async (request) => {
      const { items, next } = await listCancelledRegistrations(
        app.deps,
        actorOf(request),
        request.params.id,
        request.query,
      );
      return page(items, next);
    },
  );

  // A PDF, not a JSON envelope: registered by hand, outside the contract (like the receipt).
  app.get(
    API_ROUTES.creditNote,
    {
      schema: {
        tags,
        summary: 'PDF credit note of a refund (the participant, the event’s host, an admin)',
        params: IdParamSchema,
        produces: ['application/pdf'],
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { pdf, filename } = await creditNote(app.deps, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
