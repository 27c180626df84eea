import { useState, type ChangeEvent, type FormEvent } from 'react';
import { MSG } from '../../../shared/messages';
import { toast } from '../toast';
import { FIELD_ERROR_DELAY_MS } from './field-error-delay';

/** The first error text per field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a schema says about the form's values: the parsed output, or the errors per field. */
export type Validated<K extends string, Out> =
  { ok: true; values: Out } | { ok: false; errors: FieldErrors<K> };

export type Validate<K extends string, Out> = (
  values: Record<K, string>,
) => Promise<Validated<K, Out>>;

export type View<K extends string> = {
  values: Record<K, string>;
  errors: FieldErrors<K>;
  isSubmitting: boolean;
};

/**
 * The state machine of useSchemaForm, outside React: values, touched fields, the delayed errors
 * and the submit state. It follows react-hook-form's `mode: 'onTouched'` with
 * `delayError: FIELD_ERROR_DELAY_MS` (useZodForm) step by step, so both kinds of form behave
 * alike (use-schema-form.test.ts runs both side by side).
 */
export function createControl<K extends string, Out>(
  validate: Validate<K, Out>,
  defaultValues: Record<K, string>,
  publish: (view: View<K>) => void,
) {
  const names = Object.keys(defaultValues) as K[];
  const values = { ...defaultValues };
  let errors: FieldErrors<K> = {};
  let isSubmitting = false;
  let isSubmitted = false;
  const touched = new Set<K>();
  const inputs = new Map<K, HTMLInputElement | null>();
  /** The error each field shows once its delay is over (kept until the field is valid again). */
  const delayed = new Map<K, string>();
  const timers = new Map<K, ReturnType<typeof setTimeout>>();

  const emit = () => publish({ values: { ...values }, errors, isSubmitting });

  const setError = (name: K, message: string | undefined) => {
    const next = { ...errors };
    if (message) next[name] = message;
    else delete next[name];
    errors = next;
    emit();
  };

  const showDelayed = (name: K, wait: number) => {
    clearTimeout(timers.get(name));
    timers.set(
      name,
      setTimeout(() => setError(name, delayed.get(name)), wait),
    );
  };

  const cancelDelayed = (name: K) => {
    clearTimeout(timers.get(name));
    timers.delete(name);
    delayed.delete(name);
  };

  /** Validates the form and updates `name`'s error: a new error after the delay, none at once. */
  const validateField = async (name: K, flush: boolean) => {
    const value = values[name];
    let result: Validated<K, Out>;
    try {
      result = await validate({ ...values });
    } catch (err) {
      // The schema's chunk did not arrive (offline): the next change, blur or submit tries again.
      console.error(err);
      return;
    }
    // Typed on meanwhile: that change validates again.
    if (values[name] !== value) return;
    const error = result.ok ? undefined : result.errors[name];
    if (error) {
      delayed.set(name, error);
      showDelayed(name, FIELD_ERROR_DELAY_MS);
    } else {
      cancelDelayed(name);
      if (errors[name] !== undefined) setError(name, undefined);
    }
    if (flush && delayed.has(name)) showDelayed(name, 0);
  };

  const onChange = (name: K, value: string) => {
    values[name] = value;
    emit();
    // Before the first submit a field validates once it has been left; after it, on every change.
    if (isSubmitted || touched.has(name)) void validateField(name, false);
  };

  const onBlur = (name: K) => {
    // Leaving a field shows its pending error at once.
    const flush = delayed.has(name);
    if (flush) showDelayed(name, 0);
    touched.add(name);
    if (!isSubmitted) void validateField(name, flush);
  };

  const focusFirstError = () => {
    const name = names.find((n) => errors[n]);
    if (name) inputs.get(name)?.focus();
  };

  const submit = async (onValid: (values: Out) => unknown) => {
    isSubmitting = true;
    emit();
    let result: Validated<K, Out>;
    try {
      result = await validate({ ...values });
    } catch (err) {
      // The schema's chunk did not arrive: say so as the API wrapper does when offline.
      console.error(err);
      toast.error(MSG.networkError);
      isSubmitting = false;
      emit();
      return;
    }
    for (const name of names) cancelDelayed(name);
    errors = result.ok ? {} : result.errors;
    let failed = false;
    let failure: unknown;
    if (result.ok) {
      emit();
      try {
        await onValid(result.values);
      } catch (err) {
        failed = true;
        failure = err;
      }
    } else {
      focusFirstError();
      setTimeout(focusFirstError);
    }
    isSubmitted = true;
    isSubmitting = false;
    emit();
    if (failed) throw failure;
  };

  const handlers = Object.fromEntries(
    names.map((name) => [
      name,
      {
        name,
        onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          onChange(name, e.target.value),
        onBlur: () => onBlur(name),
        inputRef: (el: HTMLInputElement | null) => {
          inputs.set(name, el);
        },
      },
    ]),
  ) as Record<K, FieldHandlers<K>>;

  return {
    handlers,
    handleSubmit: (onValid: (values: Out) => unknown) => (e?: FormEvent) => {
      e?.preventDefault();
      return submit(onValid);
    },
  };
}

type FieldHandlers<K extends string> = {
  name: K;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
};

/**
 * A small form state for text fields validated by a shared schema (see lazySchema), for pages
 * whose first download cannot carry react-hook-form (~14 KB gzipped) and zod (~25 KB): login.
 * It behaves as useZodForm does: a field validates once it has been left, then on every change;
 * its error shows FIELD_ERROR_DELAY_MS after the check (at once when the field is left); submit
 * shows every error at once and focuses the first field with one. `field(name)` gives the props
 * of an OutlinedField.
 */
export function useSchemaForm<K extends string, Out>(
  validate: Validate<K, Out>,
  defaultValues: Record<K, string>,
) {
  const [view, setView] = useState<View<K>>(() => ({
    values: defaultValues,
    errors: {},
    isSubmitting: false,
  }));
  const [control] = useState(() => createControl(validate, defaultValues, setView));
  return {
    isSubmitting: view.isSubmitting,
    field: (name: K) => ({
      ...control.handlers[name],
      value: view.values[name],
      error: view.errors[name] !== undefined,
      helperText: view.errors[name],
    }),
    handleSubmit: control.handleSubmit,
  };
}
