/** The site endpoint's schema (loaded by the server, see ../endpoint.ts). */
export { SiteConfigSchema } from '../../site-config';
