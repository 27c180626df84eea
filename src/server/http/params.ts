import { z } from 'zod';
import { idField } from '../../shared/ids';

/** `:id` path parameters: 24 hex characters (a malformed one answers 404, see error-handler). */
export const IdParamSchema = z.object({ id: idField });
