/** The public results' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export { ResultsSchema } from '../../competition/schemas';
