/** The site endpoint's schema (loaded by the server, see ../endpoint.ts). */
import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';

export { SiteConfigSchema } from '../../site-config';

/** GET /languages/:language/app and …/errors: one of Matchday's languages. */
export const LanguageParamsSchema = z.object({
  language: z.enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')}` }),
});

/** The app area's messages in a language, compiled (decision 043). */
export const AppMessagesSchema = z.object({
  language: z.enum(LANGUAGES),
  messages: z.record(z.string(), z.unknown()),
});

/**
 * The `errors` messages, compiled: the English ones (what the shared schemas' texts are matched
 * against) and the language's (what they are said with), decision 043.
 */
export const ErrorMessagesSchema = z.object({
  language: z.enum(LANGUAGES),
  english: z.record(z.string(), z.unknown()),
  messages: z.record(z.string(), z.unknown()),
});
