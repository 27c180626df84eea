import { z } from 'zod';
import { ID_PATTERN } from './id-pattern';

// The breadcrumbs hide ids (§2).
export { ID_PATTERN, isId } from './id-pattern';

/** An id field in a request body or query. */
export const idField = z.string().regex(ID_PATTERN, 'Invalid id');
