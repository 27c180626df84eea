import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../../shared/api/certificates';
import { ApiError, call } from './client';

/** Certificates (issue 18): the public verification page and the participant's own list. */

const certificateKeys = {
  one: (code: string) => ['certificates', 'one', code] as const,
  mine: ['certificates', 'mine'] as const,
};

/**
 * GET /certificates/{code}: the certificate, or null when no certificate has this code, so the
 * server draws the page's "No certificate has this code" too (a failed read would send the bare
 * shell, which shows nothing without JavaScript).
 */
export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.one(code),
    queryFn: async ({ signal }) => {
      try {
        return await call(contract.certificate, { params: { code }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
  });

export const useCertificate = (code: string) => useQuery(certificateQuery(code));

/** Certificates listed per dashboard visit: a participant's whole career fits well within it. */
const LIMIT = 100;

/** GET /certificates/mine: the signed-in participant's certificates, newest first. */
export function useMyCertificates() {
  return useQuery({
    queryKey: certificateKeys.mine,
    queryFn: async ({ signal }) =>
      (await call(contract.myCertificates, { query: { limit: LIMIT }, signal })).data,
    meta: { silent: true },
  });
}
