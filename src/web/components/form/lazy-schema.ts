import type { z } from 'zod';
import { currentLanguage } from '../../i18n/i18n';
import { loadChunk } from '../chunk-loader';
import type { FieldErrors, Validated } from './use-schema-form';

type Keys<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

/**
 * A shared zod schema that loads on first use, as a validator for useSchemaForm: zod is ~25 KB
 * gzipped, too much for a public page's first download, and no rule is needed before the user
 * has typed or pressed something. `preload` starts the download early (on the first key or tap);
 * a failed download is tried again next time.
 *
 * Errors are read as @hookform/resolvers' zodResolver reads them: the first issue per field path.
 * (Schemas with unions need zodResolver's union handling; use useZodForm for those.) They are
 * said in the page's language as useZodForm's are (validation-messages.ts, loaded with the first
 * error on a page that is not English, so not in the page's first download).
 */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>) {
  let schema: Promise<S> | undefined;
  const get = () =>
    (schema ??= load().catch((err: unknown) => {
      schema = undefined;
      throw err;
    }));
  return {
    preload: () => {
      get().catch(() => {});
    },
    validate: async (values: Record<Keys<S>, string>): Promise<Validated<Keys<S>, z.output<S>>> => {
      const result = await (await get()).safeParseAsync(values);
      if (result.success) return { ok: true, values: result.data };
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        if (!Object.hasOwn(errors, path)) errors[path] = issue.message;
      }
      return { ok: false, errors: await inPageLanguage(errors as FieldErrors<Keys<S>>) };
    },
  };
}

/** The errors in the page's language; English when the translation does not load. */
async function inPageLanguage<K extends string>(errors: FieldErrors<K>): Promise<FieldErrors<K>> {
  if (currentLanguage() === 'en') return errors;
  try {
    const messages = await loadChunk(
      'validation-messages',
      () => import('../../i18n/validation-messages'),
    );
    return await messages.translateTexts(errors);
  } catch (err) {
    console.warn('Validation messages stay English:', err);
    return errors;
  }
}
