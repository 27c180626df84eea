/** The site endpoint's schema (loaded by the server, see ../endpoint.ts). */
import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';

export { SiteConfigSchema } from '../../site-config';

/** GET /languages/:language/app: one of Matchday's languages. */
export const LanguageParamsSchema = z.object({
  language: z.enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')}` }),
});

/** The app area's messages in a language, compiled (decision 043). */
export const AppMessagesSchema = z.object({
  language: z.enum(LANGUAGES),
  messages: z.record(z.string(), z.unknown()),
});
