import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FormValues = Record<string, string | boolean>;
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

export interface SchemaForm<V extends FormValues, Out> {
  values: V;
  errors: FormErrors<V>;
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Replaces every value (Cancel restoring the stored profile) and clears the messages. */
  reset: (values: V) => void;
  /** Validates, shows each field's first message, and calls `onValid` with the parsed input. */
  handleSubmit: (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A small controlled form checked with a shared zod schema (STYLE.md convention 4): messages
 * appear under each field on submit, then follow every change after the first submit.
 * `toInput` maps the form's values to the schema's input (adding a role, dropping a field).
 */
export function useSchemaForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  initialValues: V,
  toInput: (values: V) => unknown = (values) => values,
): SchemaForm<V, z.output<S>> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);

  const validate = useCallback(
    (next: V) => {
      const result = schema.safeParse(toInput(next));
      return result.success
        ? ({ ok: true, data: result.data } as const)
        : ({ ok: false, errors: firstIssues<V>(result.error) } as const);
    },
    [schema, toInput],
  );

  const setValue = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (isSubmitted) {
        const result = validate(next);
        setErrors(result.ok ? {} : result.errors);
      }
    },
    [values, isSubmitted, validate],
  );

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setIsSubmitted(false);
  }, []);

  const handleSubmit = useCallback(
    (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setIsSubmitted(true);
      const result = validate(values);
      if (!result.ok) {
        setErrors(result.errors);
        const first = Object.keys(result.errors)[0];
        if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      onValid(result.data);
    },
    [validate, values],
  );

  return { values, errors, setValue, reset, handleSubmit };
}
