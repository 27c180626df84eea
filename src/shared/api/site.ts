import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/site'));

export const siteConfig = endpoint('GET', '/config', (s) => ({ response: s.SiteConfigSchema }));
