import type { FormValues } from '../../hooks/use-schema-form';
import { Field } from '../ui/field';
import { PasswordInput } from '../ui/password-input';
import { PasswordChecklist } from './password-checklist';
import { fieldId, type BoundFieldProps } from './schema-fields';

/**
 * A password bound to a `useSchemaForm` value, with show/hide; `withChecklist` adds the live
 * four-rule checklist under it (part 1 section 5). `autoComplete` defaults to
 * 'current-password' (pass 'new-password' on sign-up and reset).
 */
export function PasswordField<V extends FormValues>({
  form,
  name,
  label,
  idPrefix,
  required,
  disabled,
  autoComplete = 'current-password',
  withChecklist = false,
}: Omit<BoundFieldProps<V>, 'hint'> & { autoComplete?: string; withChecklist?: boolean }) {
  const value = form.values[name];
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="space-y-2">
      <Field
        id={fieldId(idPrefix, name)}
        label={label}
        error={form.errors[name]}
        required={required}
      >
        {(props) => (
          <PasswordInput
            {...props}
            name={name}
            autoComplete={autoComplete}
            value={text}
            onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
            disabled={disabled}
          />
        )}
      </Field>
      {withChecklist ? <PasswordChecklist password={text} /> : null}
    </div>
  );
}
