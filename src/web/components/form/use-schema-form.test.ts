import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { createFormControl } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginRequestSchema } from '../../../shared/auth/schemas';
import { FIELD_ERROR_DELAY_MS } from './field-error-delay';
import { lazySchema } from './lazy-schema';
import { createControl, type FieldErrors } from './use-schema-form';

type Name = 'email' | 'password';

/** What a test does to a form and what it sees, for either implementation. */
type Driver = {
  change: (name: Name, value: string) => void;
  blur: (name: Name) => void;
  submit: () => void;
  errors: () => FieldErrors<Name>;
  focused: Name[];
  submitted: unknown[];
};

const defaultValues = { email: '', password: '' };

/** react-hook-form as useZodForm configures it, with its fields bound as useController binds them. */
function hookForm(): Driver {
  const focused: Name[] = [];
  const submitted: unknown[] = [];
  const form = createFormControl({
    resolver: zodResolver(LoginRequestSchema),
    mode: 'onTouched',
    delayError: FIELD_ERROR_DELAY_MS,
    defaultValues,
  });
  const fields = Object.fromEntries(
    (['email', 'password'] as const).map((name) => {
      const field = form.register(name);
      field.ref({ name, value: '', focus: () => focused.push(name) });
      return [name, field];
    }),
  ) as Record<Name, ReturnType<typeof form.register>>;
  return {
    change: (name, value) =>
      void fields[name].onChange({ target: { name, value }, type: 'change' }),
    blur: (name) =>
      void fields[name].onBlur({
        target: { name, value: form.getValues(name) },
        type: 'blur',
      }),
    submit: () => void form.handleSubmit((values) => void submitted.push(values))(),
    errors: () =>
      Object.fromEntries(
        Object.entries(form.control._formState.errors).map(([k, v]) => [k, v?.message]),
      ),
    focused,
    submitted,
  };
}

/** useSchemaForm's control with the same schema, loaded lazily as the login page loads it. */
function schemaForm(): Driver {
  const focused: Name[] = [];
  const submitted: unknown[] = [];
  let errors: FieldErrors<Name> = {};
  const rules = lazySchema(() => Promise.resolve(LoginRequestSchema));
  const control = createControl(rules.validate, defaultValues, (view) => {
    errors = view.errors;
  });
  for (const name of ['email', 'password'] as const)
    control.handlers[name].inputRef({
      focus: () => focused.push(name),
    } as unknown as HTMLInputElement);
  return {
    change: (name, value) =>
      control.handlers[name].onChange({ target: { value } } as ChangeEvent<HTMLInputElement>),
    blur: (name) => control.handlers[name].onBlur(),
    submit: () => void control.handleSubmit((values) => void submitted.push(values))(),
    errors: () => errors,
    focused,
    submitted,
  };
}

type Step = ((form: Driver) => void) | number;

/** Runs the steps (actions, or milliseconds to wait) on both forms, comparing after each one. */
async function sameOnBoth(steps: Step[]) {
  const forms = [hookForm(), schemaForm()];
  const seen: FieldErrors<Name>[] = [];
  for (const step of steps) {
    if (typeof step === 'number') await vi.advanceTimersByTimeAsync(step);
    else {
      for (const form of forms) step(form);
      await vi.advanceTimersByTimeAsync(0);
    }
    const [rhf, ours] = forms.map((form) => form.errors());
    expect(ours).toEqual(rhf);
    seen.push(rhf!);
  }
  expect(forms[1]!.focused).toEqual(forms[0]!.focused);
  expect(forms[1]!.submitted).toEqual(forms[0]!.submitted);
  return { seen, rhf: forms[0]! };
}

const half = FIELD_ERROR_DELAY_MS / 2;

describe('useSchemaForm behaves as useZodForm (react-hook-form, onTouched, delayed errors)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('submitting an empty form shows every error at once and focuses the first field', async () => {
    const { seen, rhf } = await sameOnBoth([(f) => f.submit()]);
    expect(seen.at(-1)).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(rhf.focused[0]).toBe('email');
  });

  it('a field left empty shows its error after the delay, not before', async () => {
    const { seen } = await sameOnBoth([
      (f) => f.blur('email'),
      half,
      half,
      (f) => f.blur('password'),
    ]);
    expect(seen[0]).toEqual({});
    expect(seen[2]).toEqual({ email: 'Email is required' });
  });

  it('typing does not validate an untouched field; once left it validates on every change', async () => {
    await sameOnBoth([
      (f) => f.change('email', 'bad@'),
      FIELD_ERROR_DELAY_MS * 2,
      (f) => f.blur('email'),
      FIELD_ERROR_DELAY_MS,
      (f) => f.change('email', 'bad@example'),
      half,
      (f) => f.change('email', 'bad@example.com'),
      (f) => f.change('email', 'bad'),
      FIELD_ERROR_DELAY_MS,
      (f) => f.change('email', ''),
      FIELD_ERROR_DELAY_MS,
    ]);
  });

  it('leaving a field shows its pending error at once', async () => {
    await sameOnBoth([
      (f) => f.blur('email'),
      FIELD_ERROR_DELAY_MS,
      (f) => f.change('email', 'x'),
      half / 2,
      (f) => f.blur('email'),
      1,
      (f) => f.change('password', 'p'),
      // After a submit leaving a field does not validate it, but still shows its pending error.
      (f) => f.submit(),
      (f) => f.change('email', ''),
      (f) => f.blur('email'),
      FIELD_ERROR_DELAY_MS,
    ]);
  });

  it('after a submit, changes validate and leaving a field does not', async () => {
    await sameOnBoth([
      (f) => f.submit(),
      (f) => f.change('email', 'bad@'),
      half,
      FIELD_ERROR_DELAY_MS,
      (f) => f.blur('email'),
      (f) => f.change('password', 'x'),
      (f) => f.blur('password'),
      (f) => f.change('password', ''),
      half,
      (f) => f.change('email', 'ok@example.com'),
      FIELD_ERROR_DELAY_MS,
      (f) => f.submit(),
      FIELD_ERROR_DELAY_MS,
    ]);
  });

  it('a valid submit passes the parsed values (trimmed, lower-case email)', async () => {
    const { rhf } = await sameOnBoth([
      (f) => f.change('email', '  Priya@Example.COM '),
      (f) => f.change('password', 'secret'),
      (f) => f.submit(),
    ]);
    expect(rhf.submitted).toEqual([{ email: 'priya@example.com', password: 'secret' }]);
  });
});
