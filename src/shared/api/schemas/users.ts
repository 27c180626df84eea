/** The user endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema, NothingSchema } from './common';
export { HostRowSchema } from '../../admin/schemas';
export { ProfileRequestSchema } from '../../auth/schemas';
export { PageQuerySchema } from '../../pagination';
export { UserSchema } from '../../users/user';
