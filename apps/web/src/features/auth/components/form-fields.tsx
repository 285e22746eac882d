import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import type { FormValues, SchemaForm } from '../../../hooks/use-schema-form';
import { PasswordChecklist } from './password-checklist';

type StringKeys<V extends FormValues> = {
  [K in keyof V]: V[K] extends string ? K : never;
}[keyof V] &
  string;
type BooleanKeys<V extends FormValues> = {
  [K in keyof V]: V[K] extends boolean ? K : never;
}[keyof V] &
  string;

interface BaseFieldProps<V extends FormValues> {
  form: SchemaForm<V, unknown>;
  name: StringKeys<V>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  autoComplete?: string;
}

export function TextField<V extends FormValues>({
  form,
  name,
  label,
  required,
  disabled,
  hint,
  autoComplete,
  type = 'text',
  placeholder,
}: BaseFieldProps<V> & { type?: 'text' | 'email' | 'tel'; placeholder?: string }) {
  return (
    <Field
      id={`field-${name}`}
      label={label}
      error={form.errors[name]}
      required={required ?? false}
      {...(hint ? { hint } : {})}
    >
      {(props) => (
        <Input
          {...props}
          name={name}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={form.values[name] as string}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
          disabled={disabled}
        />
      )}
    </Field>
  );
}

/** A password field with show/hide; `withChecklist` adds the live four-rule checklist. */
export function PasswordField<V extends FormValues>({
  form,
  name,
  label,
  required,
  disabled,
  autoComplete = 'current-password',
  withChecklist = false,
}: BaseFieldProps<V> & { withChecklist?: boolean }) {
  const value = form.values[name] as string;
  return (
    <div className="space-y-2">
      <Field
        id={`field-${name}`}
        label={label}
        error={form.errors[name]}
        required={required ?? false}
      >
        {(props) => (
          <PasswordInput
            {...props}
            name={name}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
            disabled={disabled}
          />
        )}
      </Field>
      {withChecklist ? <PasswordChecklist password={value} /> : null}
    </div>
  );
}

export function SelectField<V extends FormValues>({
  form,
  name,
  label,
  required,
  disabled,
  children,
}: Omit<BaseFieldProps<V>, 'autoComplete' | 'hint'> & { children: ReactNode }) {
  return (
    <Field
      id={`field-${name}`}
      label={label}
      error={form.errors[name]}
      required={required ?? false}
    >
      {(props) => (
        <Select
          {...props}
          name={name}
          value={form.values[name] as string}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
          disabled={disabled}
        >
          {children}
        </Select>
      )}
    </Field>
  );
}

/** The terms checkbox, with links to the Terms of Service and Privacy Policy. */
export function TermsField<V extends FormValues>({
  form,
  name,
  disabled,
}: {
  form: SchemaForm<V, unknown>;
  name: BooleanKeys<V>;
  disabled?: boolean;
}) {
  const error = form.errors[name];
  const id = `field-${name}`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-teal-700"
          checked={form.values[name] as boolean}
          onChange={(event) => form.setValue(name, event.target.checked as V[typeof name])}
          aria-invalid={Boolean(error)}
          {...(error ? { 'aria-describedby': `${id}-error` } : {})}
          disabled={disabled}
        />
        <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
          I agree to the{' '}
          <a
            href="/terms"
            target="_blank"
            rel="noreferrer"
            className="text-teal-700 underline dark:text-teal-400"
          >
            Terms of Service
          </a>{' '}
          and{' '}
          <a
            href="/privacy"
            target="_blank"
            rel="noreferrer"
            className="text-teal-700 underline dark:text-teal-400"
          >
            Privacy Policy
          </a>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
