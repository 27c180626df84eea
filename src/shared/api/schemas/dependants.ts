import { z } from 'zod';
import { DependantSchema } from '../../dependants/schemas';
import { idField } from '../../ids';

/** The dependant endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema, NothingSchema } from './common';
export { DependantCreateSchema, DependantUpdateSchema } from '../../dependants/schemas';
export { DependantSchema };

export const DependantParamsSchema = z.object({ id: idField, dependantId: idField });
export const DependantsSchema = z.array(DependantSchema);
