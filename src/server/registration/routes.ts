import * as contract from '../../shared/api/participations';
import { API_ROUTES } from '../../shared/href';
import { actorOf } from '../auth/access';
import { ok, page } from '../platform/http/envelope';
import { IdParamSchema } from '../../shared/api/schemas/common';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { AppError } from '../platform/http/app-error';
import { receiptFilename, receiptPdf, registrationInvoicePdf } from '../money/service';
import { deleteParticipation, registerParticipation, updateParticipation } from './register';
import { findForParticipant, getParticipation, listForEvent, listOwn } from './read';

const tags = ['participations'];

const INVOICE_MSG = {
  none: 'This registration has no invoice: it is unpaid, free, or was paid before invoices began',
} as const;

export async function participationRoutes(app: App) {
  await route(
    app,
    contract.participate,
    {
      tags,
      summary: 'Register for an event category (alone or as a team); returns the order to pay',
      access: ['Participants', 'create'],
    },
    async (request, reply) => {
      const result = await registerParticipation(app.deps, actorOf(request), request.body);
      return reply.status(result.resumed ? 200 : 201).send(ok(result));
    },
  );

  await route(
    app,
    contract.ownParticipations,
    // Their dashboard's read on every visit, which no memory can serve (issue 31).
    { tags, summary: "A participant's own registrations", access: 'user', asWritten: true },
    async (request) => {
      const q = request.query;
      const { items, next } = await listOwn(
        app.deps,
        actorOf(request),
        q.participant_id,
        q.cursor,
        q.limit,
      );
      return page(items, next);
    },
  );

  await route(
    app,
    contract.eventParticipants,
    {
      tags,
      summary: "An event's registrations, optionally of one category (its host or an admin)",
      access: ['Participants', 'view'],
    },
    async (request) => {
      const { items, next } = await listForEvent(app.deps, actorOf(request), request.query);
      return page(items, next);
    },
  );

  await route(
    app,
    contract.myRegistration,
    {
      tags,
      summary: "One participant's registration in one event category, or null",
      access: 'user',
    },
    async (request) => ok(await findForParticipant(app.deps, actorOf(request), request.query)),
  );

  await route(
    app,
    contract.participation,
    { tags, summary: 'A registration (owner, host, admin)', access: 'user' },
    async (request) => ok(await getParticipation(app.deps, actorOf(request), request.params.id)),
  );

  // A PDF, not a JSON envelope: registered by hand, outside the contract.
  app.get(
    API_ROUTES.receipt,
    {
      schema: {
        tags,
        summary: 'PDF receipt, or the unpaid registration (owner, host, admin)',
        params: IdParamSchema,
        produces: ['application/pdf'],
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const p = await getParticipation(app.deps, actor, request.params.id);
      // In the language of whoever downloads it (issue 29): the participant's, or a host's copy.
      const pdf = await receiptPdf(p, app.deps.config.publicUrl, actor.language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFilename(p)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    API_ROUTES.invoice,
    {
      schema: {
        tags,
        summary: 'The GST document of a paid registration as a PDF (owner, host, admin)',
        params: IdParamSchema,
        produces: ['application/pdf'],
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const p = await getParticipation(app.deps, actorOf(request), request.params.id);
      const doc = await registrationInvoicePdf(app.deps.db, p.id);
      if (!doc) throw new AppError('not_found', INVOICE_MSG.none);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${doc.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(doc.pdf);
    },
  );

  await route(
    app,
    contract.updateParticipation,
    { tags, summary: 'Change team name and members', access: 'user' },
    async (request) =>
      ok(await updateParticipation(app.deps, actorOf(request), request.params.id, request.body)),
  );

  await route(
    app,
    contract.deleteParticipation,
    {
      tags,
      summary: 'Remove a pending registration (host, admin)',
      access: ['Participants', 'delete'],
    },
    async (request) => {
      await deleteParticipation(app.deps, actorOf(request), request.params.id);
      return ok(null);
    },
  );
}
