import { endpoint } from './endpoint';

/** Hosts' payout accounts and earnings (issue 26). */
const load = () => import('./schemas/payouts');

export const payoutAccount = endpoint(load, 'GET', '/host/payout-account', (s) => ({
  response: s.PayoutAccountSchema,
}));

export const savePayoutAccount = endpoint(load, 'PUT', '/host/payout-account', (s) => ({
  body: s.PayoutAccountSaveSchema,
  response: s.PayoutAccountSchema,
}));

export const hostEarnings = endpoint(load, 'GET', '/host/earnings', (s) => ({
  response: s.HostEarningsSchema,
}));

export const adminEarnings = endpoint(load, 'GET', '/admin/earnings', (s) => ({
  response: s.AdminEarningsSchema,
}));

/** Matchday's fee invoices and credit notes to the host; each PDF is at API_ROUTES.feeDocument. */
export const hostFeeDocuments = endpoint(
  load,
  'GET',
  '/host/invoices',
  (s) => ({ query: s.PageQuerySchema, response: s.HostFeeDocumentSchema }),
  { page: true },
);
