import { endpoint } from './endpoint';

const load = () => import('./schemas/site');

export const siteConfig = endpoint(load, 'GET', '/config', (s) => ({
  response: s.SiteConfigSchema,
}));
