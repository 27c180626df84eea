import { endpoint } from './endpoint';

/**
 * A ticket's page (issue 29): its public view by token. Its PDF (`/tickets/:token/pdf`) and QR
 * code (`/tickets/:token/qr.svg`) beside it are not JSON endpoints (../href.ts API_ROUTES).
 */
const load = () => import('./schemas/tickets');

export const ticket = endpoint(load, 'GET', '/tickets/:token', (s) => ({
  params: s.TicketTokenParamsSchema,
  response: s.TicketPublicSchema,
}));
