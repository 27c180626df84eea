import { endpoint } from './endpoint';

/**
 * Certificates (issue 18): the public verification by code, and a participant's own. The PDF
 * beside them (`/certificates/:code/pdf`) is not a JSON endpoint.
 */
const load = () => import('./schemas/certificates');

export const certificate = endpoint(load, 'GET', '/certificates/:code', (s) => ({
  params: s.CertificateCodeParamsSchema,
  response: s.CertificateSchema,
}));

export const myCertificates = endpoint(
  load,
  'GET',
  '/certificates/mine',
  (s) => ({ query: s.PageQuerySchema, response: s.MyCertificateSchema }),
  { page: true },
);
