import { endpoint } from './endpoint';

const load = () => import('./schemas/site');

export const siteConfig = endpoint(load, 'GET', '/config', (s) => ({
  response: s.SiteConfigSchema,
}));

/** The app area's messages in a language (issue 29), fetched when a visit enters /app. */
export const appMessages = endpoint(load, 'GET', '/languages/:language/app', (s) => ({
  params: s.LanguageParamsSchema,
  response: s.AppMessagesSchema,
}));

/**
 * The compiled English `errors` messages and a language's (issue 29): what a form on a page in
 * that language translates its validation messages with, fetched when one first shows an error.
 */
export const errorMessages = endpoint(load, 'GET', '/languages/:language/errors', (s) => ({
  params: s.LanguageParamsSchema,
  response: s.ErrorMessagesSchema,
}));
