import { z } from 'zod';
import { IdParamSchema } from '../../../shared/api/schemas/common';
import { API_ROUTES } from '../../../shared/href';
import { idField } from '../../../shared/ids';
import { startListFilename } from '../../../shared/toolkit/start-list';
import { actorOf } from '../../auth/access';
import type { App } from '../../platform/http/types';
import { startList } from './service';
import { startListPdf } from './start-list-pdf';

const tags = ['toolkit'];

const StartListQuerySchema = z.object({ category_id: idField.optional() });

/**
 * Issue 27, start lists (docs/decisions/037): an event's printable start list, one category's or
 * every category's, as an A4 PDF for its host and admins. A file, not a JSON envelope: registered
 * by hand.
 */
export async function startListRoutes(app: App) {
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
      const list = await startList(app.deps.db, actorOf(request), id, category_id);
      const pdf = await startListPdf(list, app.now());
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
