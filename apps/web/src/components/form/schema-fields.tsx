import type { ReactNode } from 'react';
import type { FormValues, SchemaForm } from '../../hooks/use-schema-form';
import { Field } from '../ui/field';
import { Input, Select, Textarea } from '../ui/input';

/** What every bound field takes: the form, the value's key and a visible label. */
interface BoundFieldProps<V extends FormValues> {
  form: SchemaForm<V, unknown>;
  name: keyof V & string;
  label: string;
  /** Prefix of the element id, so two forms on a page never share ids. */
  idPrefix: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

function textOf<V extends FormValues>(form: SchemaForm<V, unknown>, name: keyof V): string {
  const value = form.values[name];
  return typeof value === 'string' ? value : '';
}

/** A text, number or tel input bound to a `useSchemaForm` value, with its inline error. */
export function TextField<V extends FormValues>({
  form,
  name,
  label,
  idPrefix,
  hint,
  required,
  disabled,
  type = 'text',
  inputMode,
  placeholder,
  autoComplete,
  min,
  max,
}: BoundFieldProps<V> & {
  type?: 'text' | 'number' | 'tel';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  placeholder?: string;
  autoComplete?: string;
  min?: number;
  max?: number;
}) {
  return (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      error={form.errors[name]}
      required={required}
      {...(hint ? { hint } : {})}
    >
      {(props) => (
        <Input
          {...props}
          name={name}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete={autoComplete ?? 'off'}
          min={min}
          max={max}
          disabled={disabled}
          value={textOf(form, name)}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        />
      )}
    </Field>
  );
}

/** A multi-line text bound to a `useSchemaForm` value. */
export function TextareaField<V extends FormValues>({
  form,
  name,
  label,
  idPrefix,
  hint,
  required,
  disabled,
  rows = 4,
  placeholder,
}: BoundFieldProps<V> & { rows?: number; placeholder?: string }) {
  return (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      error={form.errors[name]}
      required={required}
      {...(hint ? { hint } : {})}
    >
      {(props) => (
        <Textarea
          {...props}
          name={name}
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          className="min-h-24"
          value={textOf(form, name)}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        />
      )}
    </Field>
  );
}

/** A select bound to a `useSchemaForm` value. */
export function SelectField<V extends FormValues>({
  form,
  name,
  label,
  idPrefix,
  hint,
  required,
  disabled,
  options,
  placeholder,
}: BoundFieldProps<V> & {
  options: readonly { value: string; label: string }[];
  /** A first, empty choice (e.g. 'Select gender'). */
  placeholder?: string;
}) {
  return (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      error={form.errors[name]}
      required={required}
      {...(hint ? { hint } : {})}
    >
      {(props) => (
        <Select
          {...props}
          name={name}
          disabled={disabled}
          value={textOf(form, name)}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A checkbox bound to a boolean `useSchemaForm` value, with an optional line under it. */
export function CheckboxField<V extends FormValues>({
  form,
  name,
  label,
  idPrefix,
  disabled,
  description,
}: Omit<BoundFieldProps<V>, 'required' | 'hint'> & { description?: ReactNode }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-300 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-600"
        checked={form.values[name] === true}
        disabled={disabled}
        onChange={(event) => form.setValue(name, event.target.checked as V[typeof name])}
      />
      <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
        {label}
        {description ? (
          <span className="block text-xs text-slate-500 dark:text-slate-400">{description}</span>
        ) : null}
        {form.errors[name] ? (
          <span className="block text-sm text-red-600 dark:text-red-400">{form.errors[name]}</span>
        ) : null}
      </label>
    </div>
  );
}
