import { endpoints } from './endpoint';

/** Category switches and hand-overs of a registration (issue 16). */
const endpoint = endpoints(() => import('./schemas/changes'));

export const switchCategory = endpoint('POST', '/event/participate/:id/switch', (s) => ({
  params: s.IdParamSchema,
  body: s.SwitchRequestSchema,
  response: s.SwitchResultSchema,
}));

export const offerTransfer = endpoint('POST', '/event/participate/:id/transfer', (s) => ({
  params: s.IdParamSchema,
  body: s.TransferRequestSchema,
  response: s.TransferSchema,
}));

export const acceptTransfer = endpoint('POST', '/event/participate/:id/transfer/accept', (s) => ({
  params: s.IdParamSchema,
  body: s.TransferAcceptSchema,
  response: s.TransferSchema,
}));

export const closeTransfer = endpoint('DELETE', '/event/participate/:id/transfer', (s) => ({
  params: s.IdParamSchema,
  response: s.TransferSchema,
}));

export const transfers = endpoint('GET', '/event/transfers', (s) => ({
  response: s.TransfersSchema,
}));
