import { PageQuerySchema } from '../../pagination';

/** The sport endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema, NothingSchema } from './common';
export { SportRequestSchema, SportSchema } from '../../catalog/schemas';

export const SportListQuerySchema = PageQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.default(100),
});
