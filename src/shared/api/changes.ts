import { endpoint } from './endpoint';

/** Category switches and hand-overs of a registration (issue 16). */
const load = () => import('./schemas/changes');

export const switchCategory = endpoint(load, 'POST', '/event/participate/:id/switch', (s) => ({
  params: s.IdParamSchema,
  body: s.SwitchRequestSchema,
  response: s.SwitchResultSchema,
}));

export const switchOptions = endpoint(
  load,
  'GET',
  '/event/participate/:id/switch-options',
  (s) => ({ params: s.IdParamSchema, response: s.SwitchOptionsSchema }),
);

export const offerTransfer = endpoint(load, 'POST', '/event/participate/:id/transfer', (s) => ({
  params: s.IdParamSchema,
  body: s.TransferRequestSchema,
  response: s.TransferSchema,
}));

export const acceptTransfer = endpoint(
  load,
  'POST',
  '/event/participate/:id/transfer/accept',
  (s) => ({
    params: s.IdParamSchema,
    body: s.TransferAcceptSchema,
    response: s.TransferSchema,
  }),
);

export const closeTransfer = endpoint(load, 'DELETE', '/event/participate/:id/transfer', (s) => ({
  params: s.IdParamSchema,
  response: s.TransferSchema,
}));

export const transfers = endpoint(load, 'GET', '/event/transfers', (s) => ({
  response: s.TransfersSchema,
}));
