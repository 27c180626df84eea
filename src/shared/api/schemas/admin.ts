/** The admin endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export {
  AdminSummarySchema,
  HostRowSchema,
  ParticipantListQuerySchema,
  ParticipantRowSchema,
  SuspendHostSchema,
} from '../../admin/schemas';
