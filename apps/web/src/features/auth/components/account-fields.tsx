import { PasswordField } from '../../../components/form/password-field';
import { TextField, type FieldsOf } from '../../../components/form/schema-fields';
import type { FormValues, SchemaForm } from '../../../hooks/use-schema-form';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

interface AccountFieldsProps<V extends FormValues> {
  form: SchemaForm<V, unknown>;
  disabled: boolean;
}

/** The email input of the sign-in, sign-up and forgot-password forms (`label` 'Email' unless given). */
export function EmailField<V extends FormValues & { email: string }>({
  form,
  disabled,
  label,
  required,
}: AccountFieldsProps<V> & { label?: string; required?: boolean }) {
  const t = useT(authText);
  return (
    <TextField
      form={form}
      name="email"
      label={label ?? t('field.email')}
      type="email"
      autoComplete="email"
      required={required}
      disabled={disabled}
    />
  );
}

/** The phone number of an owner's or admin's new account (`required` for owners). */
export function PhoneField<V extends FormValues & { phone: string }>({
  form,
  disabled,
  required,
  placeholder,
}: AccountFieldsProps<V> & { required?: boolean; placeholder?: string }) {
  const t = useT(authText);
  return (
    <TextField
      form={form}
      name="phone"
      label={t('field.phone')}
      type="tel"
      autoComplete="tel"
      placeholder={placeholder}
      required={required}
      disabled={disabled}
    />
  );
}

/** The full name and email every new account starts with (sign-up and /admin/create). */
export function IdentityFields<V extends FormValues & { fullName: string; email: string }>({
  form,
  disabled,
}: AccountFieldsProps<V>) {
  const t = useT(authText);
  return (
    <>
      <TextField
        form={form}
        name="fullName"
        label={t('field.fullName')}
        autoComplete="name"
        required
        disabled={disabled}
      />
      <EmailField form={form} required disabled={disabled} />
    </>
  );
}

/**
 * A new password with its live checklist, then its confirmation (`confirmPassword`): `password`
 * on sign-up and /admin/create, `newPassword` with 'New Password' labels on the reset page.
 */
export function NewPasswordFields<V extends FormValues & { confirmPassword: string }>({
  form,
  disabled,
  name = 'password',
  label,
  confirmLabel,
}: AccountFieldsProps<V> & {
  name?: FieldsOf<V, string>;
  label?: string;
  confirmLabel?: string;
}) {
  const t = useT(authText);
  return (
    <>
      <PasswordField
        form={form}
        name={name}
        label={label ?? t('field.password')}
        autoComplete="new-password"
        required
        withChecklist
        disabled={disabled}
      />
      <PasswordField
        form={form}
        name="confirmPassword"
        label={confirmLabel ?? t('field.confirmPassword')}
        autoComplete="new-password"
        required
        disabled={disabled}
      />
    </>
  );
}
