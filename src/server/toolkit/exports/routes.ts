import zlib from 'node:zlib';
import type { FastifyCompressRouteOptions } from '@fastify/compress';
import { z } from 'zod';
import { IdParamSchema } from '../../../shared/api/schemas/common';
import { API_ROUTES } from '../../../shared/href';
import { EXPORT_FORMATS, EXPORT_MSG, exportFilename } from '../../../shared/toolkit/export-cells';
import { actorOf } from '../../auth/access';
import type { App } from '../../platform/http/types';
import { registrationsCsv } from './csv';
import { exportableEvent } from './service';
import { registrationsXlsx, XLSX_TYPE } from './xlsx';

const tags = ['toolkit'];

/**
 * The CSV is compressed as the rest of the API is (brotli 4 or gzip 6), but flushed after each
 * write (a page of rows): left to fill its window, the compressor held the first bytes back for
 * seconds. The .xlsx is a zip already and is not compressed again.
 */
const FLUSHED_COMPRESSION: FastifyCompressRouteOptions['compress'] = {
  encodings: ['br', 'gzip'],
  brotliOptions: {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
  },
  zlibOptions: { level: 6, flush: zlib.constants.Z_SYNC_FLUSH },
};

const ExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: EXPORT_MSG.format }),
});

/**
 * Issue 27, exports: an event's registrations as CSV or Excel for its host and admins
 * (docs/decisions/036). A file, not a JSON envelope: registered by hand. The answer starts as
 * soon as the event is allowed and is written while the rows are read, a page at a time.
 */
export async function exportRoutes(app: App) {
  app.get(
    API_ROUTES.eventExport,
    {
      schema: {
        tags,
        summary: "An event's registrations as CSV or Excel, streamed (its host, admins)",
        params: IdParamSchema,
        querystring: ExportQuerySchema,
        produces: ['text/csv', XLSX_TYPE],
      },
      config: { access: ['Participants', 'view'] },
      compress: FLUSHED_COMPRESSION,
    },
    async (request, reply) => {
      const { format } = request.query;
      const { event, categories } = await exportableEvent(
        app.deps.db,
        actorOf(request),
        request.params.id,
      );
      const failed = (err: Error) =>
        request.log.error({ err, eventId: event.id, format }, 'export failed mid-stream');
      const body =
        format === 'csv'
          ? registrationsCsv(app.deps.db, event, failed)
          : registrationsXlsx(app.deps.db, event, categories, failed);
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFilename(event, format, app.now())}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
