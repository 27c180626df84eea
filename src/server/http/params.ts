import { z } from 'zod';
import { ID_PATTERN } from '../../shared/ids';
import { MSG } from '../../shared/messages';

/** `:id` path parameters: 24 hex characters, else 404 is as good as any answer. */
export const idField = z.string().regex(ID_PATTERN, MSG.notFound);
export const IdParamSchema = z.object({ id: idField });
