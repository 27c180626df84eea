import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { FIELD_ERROR_DELAY_MS } from './field-error-delay';

/**
 * react-hook-form resolved by a shared zod schema, validating a field once it has been left.
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
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onTouched',
    delayError: FIELD_ERROR_DELAY_MS,
    ...options,
  });
}
