import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { currentLanguage } from '../../i18n/i18n';
import { translateFieldErrors } from '../../i18n/validation-messages';
import { FIELD_ERROR_DELAY_MS } from './field-error-delay';

/**
 * A resolver whose errors are said in the page's language (issue 29): the shared schemas word
 * them in English, the server's `errors` templates say them in the page's (validation-messages.ts;
 * fetched when a form first shows an error on a page that is not English). If they do not load,
 * the errors show in English.
 */
function inPageLanguage<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (currentLanguage() === 'en' || Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: await translateFieldErrors(result.errors) };
  };
}

/**
 * react-hook-form resolved by a shared zod schema, validating a field once it has been left, its
 * errors in the page's language.
 *
 * A field's error appears a moment after it loses focus. Without the delay, leaving a field by
 * pressing a button below it shows the error at once, the button moves down between the press
 * and the release, and the click is lost. Submitting shows every error immediately.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver infers input and output only for a concrete schema type, not a generic one.
    resolver: inPageLanguage(
      zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    ),
    mode: 'onTouched',
    delayError: FIELD_ERROR_DELAY_MS,
    ...options,
  });
}
