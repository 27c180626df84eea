import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfig } from '../../shared/api/site';
import type { SiteConfig } from '../../shared/site-config';
import { call } from './client';

const FALLBACK: SiteConfig = {
  support_email: 'support@matchday.in',
  support_phone: '+91 98765 43210',
  referee_whatsapp: '',
  // Unknown until /config answers; the app's first render waits for it (routes/manifest.ts).
  payments_test_mode: false,
};

/** GET /config (shared by the hook and the server-drawn pages, src/web/ssr). */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => call(siteConfig),
  staleTime: 10 * 60_000,
  meta: { silent: true },
});

/** Public settings (support contacts, referee WhatsApp); falls back while loading. */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQuery);
  return data ?? FALLBACK;
}
