import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import type { FormValues, SchemaForm } from '../../../hooks/use-schema-form';

/**
 * A password input (with its show/hide toggle) bound to a `useSchemaForm` text value, with
 * its inline error; the element id is `${idPrefix}-${name}`.
 */
export function PasswordField<V extends FormValues>({
  form,
  name,
  label,
  idPrefix,
  hint,
  autoComplete,
}: {
  form: SchemaForm<V, unknown>;
  name: keyof V & string;
  label: string;
  idPrefix: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const value = form.values[name];
  return (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      required
      error={form.errors[name]}
      {...(hint ? { hint } : {})}
    >
      {(props) => (
        <PasswordInput
          {...props}
          name={name}
          autoComplete={autoComplete}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        />
      )}
    </Field>
  );
}
