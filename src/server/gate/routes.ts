import { z } from 'zod';
import { API_ROUTES } from '../../shared/href';
import * as contract from '../../shared/api/checkin';
import { CHECKIN_MSG } from '../../shared/checkin/schemas';
import { actorOf } from '../auth/access';
import { AppError } from '../platform/http/app-error';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { markNoShows } from './no-shows';
import { checkIn, gate, undoCheckIn } from './service';
import { gateDuties, inviteStaff, listStaff, removeStaff } from './staff';
import * as ticketContract from '../../shared/api/tickets';
import { codeOfToken } from './tickets';
import { ticketPdf, ticketView } from './ticket-view';
import { ticketQrContent, ticketQrSvg } from '../platform/ticket-qr';
import { chosenLanguage } from '../platform/i18n/chosen-language';
import { moveAfterWeighIn, outAfterWeighIn, recordWeighIn } from './weighin';

const tags = ['checkin'];

/** Event day (issue 17): the gate, its staff, the tickets' QR codes, weigh-in and no-shows. */
export async function checkinRoutes(app: App) {
  await route(
    app,
    contract.checkIn,
    {
      tags,
      summary: 'Check a ticket in (scanned token or a registration found by search); first wins',
      access: 'user',
    },
    async (request) => ok(await checkIn(app.deps, actorOf(request), request.body)),
  );

  await route(
    app,
    contract.gate,
    {
      tags,
      summary: "An event's gate: counts per category and the entries matching a search",
      access: 'user',
    },
    async (request) => ok(await gate(app.deps, actorOf(request), request.query)),
  );

  await route(
    app,
    contract.undoCheckIn,
    { tags, summary: 'Take a check-in back (within a minute)', access: 'user' },
    async (request) => ok(await undoCheckIn(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.gateDuties,
    { tags, summary: 'The events whose gate the caller runs (gate staff)', access: 'user' },
    async (request) => ok(await gateDuties(app.deps, actorOf(request))),
  );

  await route(
    app,
    contract.staff,
    { tags, summary: "An event's gate staff (its host, an admin)", access: ['Events', 'edit'] },
    async (request) => ok(await listStaff(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.inviteStaff,
    {
      tags,
      summary: 'Invite gate staff for this event by email (its host, an admin)',
      access: ['Events', 'edit'],
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(await inviteStaff(app.deps, actorOf(request), request.params.id, request.body.email)),
        ),
  );

  await route(
    app,
    contract.removeStaff,
    { tags, summary: 'Remove gate staff (its host, an admin)', access: ['Events', 'edit'] },
    async (request) =>
      ok(await removeStaff(app.deps, actorOf(request), request.params.id, request.params.staffId)),
  );

  // Weigh-in at the gate (its staff too); moves, outs and no-shows are the host's (decision 023).
  await route(
    app,
    contract.weighIn,
    {
      tags,
      summary: "Record a competitor's measured weight (kg, one decimal); the latest counts",
      access: 'user',
    },
    async (request) => ok(await recordWeighIn(app.deps, actorOf(request), request.body)),
  );

  await route(
    app,
    contract.moveAfterWeighIn,
    {
      tags,
      summary: 'Move a weighed registration to a fitting category of its event (no money moves)',
      access: ['Events', 'edit'],
    },
    async (request) =>
      ok(
        await moveAfterWeighIn(
          app.deps,
          actorOf(request),
          request.params.participationId,
          request.body,
        ),
      ),
  );

  await route(
    app,
    contract.outAfterWeighIn,
    {
      tags,
      summary: 'Mark a registration out: "Did not make weight" (it stays paid)',
      access: ['Events', 'edit'],
    },
    async (request) =>
      ok(await outAfterWeighIn(app.deps, actorOf(request), request.params.participationId)),
  );

  await route(
    app,
    contract.markNoShows,
    {
      tags,
      summary: 'Mark paid registrations with no check-in as no-shows (they stay paid)',
      access: ['Events', 'edit'],
    },
    async (request) =>
      ok(await markNoShows(app.deps, actorOf(request), request.params.id, request.body)),
  );

  // An image, not a JSON envelope: registered by hand. Whoever holds the token may draw it; the
  // token itself is the secret, so nothing is cached.
  app.get(
    API_ROUTES.ticketQr,
    {
      schema: {
        tags,
        summary: "A ticket's QR code (SVG) for a signed ticket token",
        params: z.object({ token: z.string().max(200) }),
        produces: ['image/svg+xml'],
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!codeOfToken(app.deps.config.sessionSecret, token))
        throw new AppError('not_found', CHECKIN_MSG.invalidTicket);
      const svg = await ticketQrSvg(ticketQrContent(token, app.deps.config.publicUrl));
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'private, no-store')
        .send(svg);
    },
  );

  // The ticket's page (issue 29): whoever holds the token reads it, like the QR; never cached.
  await route(
    app,
    ticketContract.ticket,
    {
      tags,
      summary: "A ticket's public view by its token: event, venue, holder, bib and status",
      access: 'public',
    },
    async (request, reply) => {
      const view = await ticketView(app.deps, request.params.token);
      reply.header('cache-control', 'private, no-store');
      return ok(view);
    },
  );

  app.get(
    API_ROUTES.ticketPdf,
    {
      schema: {
        tags,
        summary: "A ticket's one-page PDF (its facts and QR code), made on each download",
        params: z.object({ token: z.string().max(200) }),
        produces: ['application/pdf'],
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const pdf = await ticketPdf(app.deps, request.params.token, chosenLanguage(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="matchday-ticket.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
