import type { ErrorDetail } from '@hostelhub/shared';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

/**
 * A form's values by field name: texts as typed (numbers too), checkboxes as booleans, lists
 * (facilities, features) as string arrays, and a picked object (a location, a map point) as is.
 */
export type FormValues = Record<string, unknown>;
/** Each field's message, keyed by the schema's field (its issue path's first part). */
export type FormErrors<V extends FormValues> = Partial<Record<keyof V, string>>;

/** Each field's first message from a failed parse. */
export function firstIssues<V extends FormValues>(error: z.ZodError): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof V | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** When messages appear before the first submit (after it, every change re-checks the form). */
export type ValidateOn = 'submit' | 'change';

export interface SchemaFormOptions<V extends FormValues> {
  /** Maps the form's values to the schema's input (adding a role, dropping a field). */
  toInput?: ((values: V) => unknown) | undefined;
  /**
   * 'submit' (the default): no message until the first submit. 'change': a field shows its
   * message as soon as it is edited (the contact form, part 2 section 5).
   */
  validateOn?: ValidateOn | undefined;
  /**
   * What counts for `isDirty`, compared as JSON with the same of the starting values; the
   * schema's input (`toInput`) by default. Lets a form ignore a value it fills in by itself.
   */
  dirtyOf?: ((values: V) => unknown) | undefined;
}

export interface SchemaForm<V extends FormValues, Out> {
  values: V;
  errors: FormErrors<V>;
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Replaces every value (Cancel restoring the stored profile) and clears the messages. */
  reset: (values: V) => void;
  /** Validates, shows each field's first message, and calls `onValid` with the parsed input. */
  handleSubmit: (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Sets several values at once (switching the mess off resets its fields); checked like
   * `setValue`. Optional on the type only so hand-built test forms need not provide it.
   */
  setValues?: (values: Partial<V>) => void;
  /**
   * Checks the form now and shows the messages of `fields` only (every field when absent), e.g.
   * one wizard step's; true when none of them has a message.
   */
  validateFields?: (fields?: readonly string[]) => boolean;
  /**
   * Shows a refused request's field messages (a VALIDATION_ERROR's `details`, field `a.b` on
   * `a`) under their fields; true when at least one was placed.
   */
  setServerErrors?: (details: readonly ErrorDetail[] | undefined) => boolean;
  /**
   * Hides every message until the next submit, keeping the values (switching the mess off
   * starts its section over, part 2 section 4).
   */
  clearErrors?: () => void;
  /** Whether `dirtyOf(values)` differs from when the form started (or was last `reset`). */
  isDirty?: boolean;
}

/** What `useSchemaForm` returns: every member present. */
export type BoundSchemaForm<V extends FormValues, Out> = Required<SchemaForm<V, Out>>;

type Validation<Out> =
  { ok: true; data: Out } | { ok: false; errors: Partial<Record<string, string>> };

const identity = (values: unknown) => values;
const snapshot = (value: unknown) => JSON.stringify(value);

/** The messages of `fields` taken from `next` (a field without one loses its message). */
function mergeErrors(
  previous: Partial<Record<string, string>>,
  next: Partial<Record<string, string>>,
  fields: readonly string[],
): Partial<Record<string, string>> {
  const merged = { ...previous };
  for (const field of fields) {
    if (next[field]) merged[field] = next[field];
    else delete merged[field];
  }
  return merged;
}

/**
 * A small controlled form checked with a shared zod schema (STYLE.md convention 4, decision
 * 017): messages appear under each field on submit (or on change, with `validateOn: 'change'`),
 * then follow every change after the first submit. The third argument is `toInput` (maps the
 * form's values to the schema's input) or the options object that holds it.
 */
export function useSchemaForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  initialValues: V,
  toInputOrOptions?: ((values: V) => unknown) | SchemaFormOptions<V>,
): BoundSchemaForm<V, z.output<S>> {
  const options =
    typeof toInputOrOptions === 'function'
      ? { toInput: toInputOrOptions }
      : (toInputOrOptions ?? {});
  const toInput = options.toInput ?? identity;
  const dirtyOf = options.dirtyOf ?? toInput;
  const validateOn = options.validateOn ?? 'submit';

  const [values, setValuesState] = useState<V>(initialValues);
  // The newest values, so two changes in one event both land.
  const latest = useRef(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [baseline, setBaseline] = useState(() => snapshot(dirtyOf(initialValues)));

  const validate = useCallback(
    (next: V): Validation<z.output<S>> => {
      const result = schema.safeParse(toInput(next));
      return result.success
        ? { ok: true, data: result.data }
        : { ok: false, errors: firstIssues<V>(result.error) };
    },
    [schema, toInput],
  );

  const apply = useCallback(
    (next: V, changed: readonly string[]) => {
      latest.current = next;
      setValuesState(next);
      if (isSubmitted) {
        const result = validate(next);
        setErrors(result.ok ? {} : result.errors);
      } else if (validateOn === 'change') {
        const result = validate(next);
        setErrors((previous) => mergeErrors(previous, result.ok ? {} : result.errors, changed));
      }
    },
    [isSubmitted, validate, validateOn],
  );

  const setValue = useCallback(
    <K extends keyof V>(field: K, value: V[K]) =>
      apply({ ...latest.current, [field]: value }, [field as string]),
    [apply],
  );

  const setValues = useCallback(
    (partial: Partial<V>) => apply({ ...latest.current, ...partial }, Object.keys(partial)),
    [apply],
  );

  const reset = useCallback(
    (next: V) => {
      latest.current = next;
      setValuesState(next);
      setErrors({});
      setIsSubmitted(false);
      setBaseline(snapshot(dirtyOf(next)));
    },
    [dirtyOf],
  );

  const clearErrors = useCallback(() => {
    setErrors({});
    setIsSubmitted(false);
  }, []);

  const validateFields = useCallback(
    (fields?: readonly string[]) => {
      const result = validate(latest.current);
      const found = result.ok ? {} : result.errors;
      if (!fields) {
        setErrors(found);
        return result.ok;
      }
      setErrors((previous) => mergeErrors(previous, found, fields));
      return fields.every((field) => !found[field]);
    },
    [validate],
  );

  const setServerErrors = useCallback((details: readonly ErrorDetail[] | undefined) => {
    const found: Partial<Record<string, string>> = {};
    for (const detail of details ?? []) {
      const field = detail.field.split(/[.[]/)[0];
      if (field && !found[field]) found[field] = detail.message;
    }
    if (Object.keys(found).length === 0) return false;
    setErrors((previous) => ({ ...previous, ...found }));
    return true;
  }, []);

  const handleSubmit = useCallback(
    (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setIsSubmitted(true);
      const result = validate(latest.current);
      if (!result.ok) {
        setErrors(result.errors);
        const first = Object.keys(result.errors)[0];
        if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      onValid(result.data);
    },
    [validate],
  );

  return {
    values,
    errors: errors as FormErrors<V>,
    setValue,
    setValues,
    reset,
    handleSubmit,
    validateFields,
    setServerErrors,
    clearErrors,
    isDirty: snapshot(dirtyOf(values)) !== baseline,
  };
}
