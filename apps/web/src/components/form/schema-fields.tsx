import type { ChangeEvent, ReactNode } from 'react';
import type { FormValues, SchemaForm } from '../../hooks/use-schema-form';
import { Field, type FieldControlProps } from '../ui/field';
import { Input, Select, Textarea } from '../ui/input';

/** `V`'s own field names, without the `string` of an index signature. */
type NamedKeys<V> = keyof {
  [K in keyof V as string extends K ? never : number extends K ? never : K]: unknown;
};

/**
 * The fields of `V` whose value is a `T` (texts for a text field, booleans for a checkbox); any
 * field of a values type that names none (a plain `Record<string, string>`).
 */
export type FieldsOf<V extends FormValues, T> = ([NamedKeys<V>] extends [never]
  ? keyof V
  : { [K in keyof V]: V[K] extends T ? K : never }[NamedKeys<V> & keyof V]) &
  keyof V &
  string;

/**
 * What every bound field takes: the form, the value's key and a visible label. The element id
 * is `${idPrefix}-${name}`; `idPrefix` defaults to 'field' (the sign-in and sign-up forms).
 */
export interface BoundFieldProps<V extends FormValues, T = string> {
  form: SchemaForm<V, unknown>;
  name: FieldsOf<V, T>;
  label: string;
  /** Prefix of the element id, so two forms on a page never share ids. */
  idPrefix?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** The id of a bound field's control. */
export function fieldId(idPrefix: string | undefined, name: string): string {
  return `${idPrefix ?? 'field'}-${name}`;
}

function textOf<V extends FormValues>(form: SchemaForm<V, unknown>, name: keyof V): string {
  const value = form.values[name];
  return typeof value === 'string' ? value : '';
}

/** What a text-valued control gets from `BoundTextControl`: its Field props and the value binding. */
type TextControlProps = FieldControlProps & {
  name: string;
  disabled: boolean | undefined;
  value: string;
  onChange: (event: ChangeEvent<{ value: string }>) => void;
};

/**
 * The label, hint, error and value wiring shared by the text-valued fields: a `Field` whose
 * control (`children`) is bound to `form.values[name]` as text.
 */
function BoundTextControl<V extends FormValues>({
  form,
  name,
  label,
  idPrefix,
  hint,
  required,
  disabled,
  children,
}: BoundFieldProps<V> & { children: (props: TextControlProps) => ReactNode }) {
  return (
    <Field
      id={fieldId(idPrefix, name)}
      label={label}
      error={form.errors[name]}
      required={required}
      {...(hint ? { hint } : {})}
    >
      {(props) =>
        children({
          ...props,
          name,
          disabled,
          value: textOf(form, name),
          onChange: (event) => form.setValue(name, event.target.value as V[typeof name]),
        })
      }
    </Field>
  );
}

/**
 * A text, email, number or tel input bound to a `useSchemaForm` value, with its inline error.
 * `autoComplete` is 'off' unless given; `maxLength` comes from a shared limit, never a literal.
 */
export function TextField<V extends FormValues>({
  type = 'text',
  inputMode,
  placeholder,
  autoComplete,
  min,
  max,
  maxLength,
  ...bound
}: BoundFieldProps<V> & {
  type?: 'text' | 'email' | 'number' | 'tel';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  placeholder?: string;
  autoComplete?: string;
  min?: number;
  max?: number;
  maxLength?: number;
}) {
  return (
    <BoundTextControl {...bound}>
      {(props) => (
        <Input
          {...props}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete={autoComplete ?? 'off'}
          min={min}
          max={max}
          maxLength={maxLength}
        />
      )}
    </BoundTextControl>
  );
}

/**
 * A multi-line text bound to a `useSchemaForm` value. `dir="auto"` for free text a person may
 * write in either language (it then runs in the direction of what they type).
 */
export function TextareaField<V extends FormValues>({
  rows = 4,
  placeholder,
  maxLength,
  dir,
  ...bound
}: BoundFieldProps<V> & {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
  dir?: 'auto';
}) {
  return (
    <BoundTextControl {...bound}>
      {(props) => (
        <Textarea
          {...props}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
          dir={dir}
          className="min-h-24"
        />
      )}
    </BoundTextControl>
  );
}

/**
 * A select bound to a `useSchemaForm` value: its choices as `options` (after an optional empty
 * `placeholder` choice), or as `<option>` children.
 */
export function SelectField<V extends FormValues>({
  options,
  placeholder,
  children,
  ...bound
}: BoundFieldProps<V> & {
  options?: readonly { value: string; label: string }[];
  /** A first, empty choice (e.g. 'Select gender'). */
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <BoundTextControl {...bound}>
      {(props) => (
        <Select {...props}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </Select>
      )}
    </BoundTextControl>
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
}: Omit<BoundFieldProps<V, boolean>, 'required' | 'hint'> & { description?: ReactNode }) {
  const id = fieldId(idPrefix, name);
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

/**
 * Checkboxes bound to a list value (a hostel's facilities): ticking one adds its `value`,
 * unticking removes it; the list's message shows under them. Each box's id is
 * `${idPrefix}-${itemId}-${key}` (`itemId` defaults to the field's name).
 */
export function CheckboxGroupField<V extends FormValues>({
  form,
  name,
  idPrefix,
  itemId = name,
  disabled,
  options,
  className,
}: Omit<BoundFieldProps<V, readonly string[]>, 'label' | 'required' | 'hint'> & {
  itemId?: string;
  /** `key` makes the id (defaults to `value`). */
  options: readonly { value: string; label: string; key?: string }[];
  className?: string;
}) {
  const selected = (form.values[name] ?? []) as readonly string[];
  const error = form.errors[name];
  return (
    <>
      <div className={className}>
        {options.map((option) => {
          const id = `${idPrefix ?? 'field'}-${itemId}-${option.key ?? option.value}`;
          const isChecked = selected.includes(option.value);
          return (
            <div key={option.key ?? option.value} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 text-teal-700"
                checked={isChecked}
                disabled={disabled}
                onChange={() =>
                  form.setValue(
                    name,
                    (isChecked
                      ? selected.filter((value) => value !== option.value)
                      : [...selected, option.value]) as V[typeof name],
                  )
                }
              />
              <label htmlFor={id} className="text-sm">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </>
  );
}
