import * as contract from '../../../shared/api/start-lists';
import { IdParamSchema, StartListQuerySchema } from '../../../shared/api/schemas/start-lists';
import { API_ROUTES } from '../../../shared/href';
import { startListFilename } from '../../../shared/toolkit/start-list';
import { actorOf } from '../../auth/access';
import { ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { startList } from './service';
import { startListPdf } from './start-list-pdf';

const tags = ['toolkit'];

/**
 * Issue 27, start lists (docs/decisions/037): an event's printable start list, one category's or
 * every category's, for its host and admins: as JSON for the print-friendly page, and as an A4
 * PDF. Both are `startList`'s one reading, drawn twice.
 */
export async function startListRoutes(app: App) {
  await route(
    app,
    contract.startList,
    {
      tags,
      summary:
        "An event's start list for the print-friendly page: per category, its paid entrants by bib with name, team members, club, age on the day and weight class (its host, admins)",
      access: ['Participants', 'view'],
    },
    async (request) =>
      ok(
        await startList(
          app.deps.db,
          actorOf(request),
          request.params.id,
          request.query.category_id,
          app.now(),
        ),
      ),
  );

  // A file, not a JSON envelope: registered by hand.
  app.get(
    API_ROUTES.startList,
    {
      schema: {
        tags,
        summary:
          "An event's start list as an A4 PDF: bib, name, club, age, weight class, check-in box and signature, per category (its host, admins)",
        params: IdParamSchema,
        querystring: StartListQuerySchema,
        produces: ['application/pdf'],
      },
      config: { access: ['Participants', 'view'] },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { category_id } = request.query;
      const list = await startList(app.deps.db, actorOf(request), id, category_id, app.now());
      const pdf = await startListPdf(list);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${startListFilename(id, category_id)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
