/** The ticket page's schemas (loaded by the server, see ../endpoint.ts). */
export { TicketPublicSchema, TicketTokenParamsSchema } from '../../gate/ticket';
