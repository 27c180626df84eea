/** The event endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema, NothingSchema } from './common';
export { EventContactSchema } from '../../event-contact/schemas';
export { EventListQuerySchema, EventManageQuerySchema } from '../../events/list-query';
export { EventCreateSchema, EventSchema, EventUpdateSchema } from '../../events/schemas';
