import { idField } from '../../ids';
import { PageQuerySchema } from '../../pagination';

/** The category endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema, NothingSchema } from './common';
export { CategoryCreateSchema, CategorySchema, CategoryUpdateSchema } from '../../catalog/schemas';

export const CategoryListQuerySchema = PageQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.default(100),
  sports_id: idField.optional(),
});
