import { displayPhoneNumber, UpdateProfileSchema } from '@hostelhub/shared';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/form/schema-fields';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm, type SchemaForm } from '../../../hooks/use-schema-form';
import type { AuthUser } from '../../../lib/auth';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { profileText, type ProfileT } from '../i18n';

export interface ProfileValues extends Record<string, string> {
  full_name: string;
  phone: string;
  gender: string;
  city: string;
  university: string;
}

export function profileValuesOf(user: AuthUser): ProfileValues {
  return {
    full_name: user.full_name,
    // Stored in E.164, edited in national format (issue 22 item 4).
    phone: user.phone ? displayPhoneNumber(user.phone) : '',
    gender: user.gender ?? '',
    city: user.city ?? '',
    university: user.university ?? '',
  };
}

// Empty optional fields are sent as null so the server clears them.
function toUpdateInput(values: ProfileValues) {
  return {
    full_name: values.full_name,
    phone: values.phone.trim() || null,
    gender: values.gender || null,
    city: values.city.trim() || null,
    university: values.university.trim() || null,
  };
}

export function useProfileForm(user: AuthUser) {
  return useSchemaForm(UpdateProfileSchema, profileValuesOf(user), toUpdateInput);
}

export type ProfileForm = SchemaForm<ProfileValues, unknown>;

const GENDER_OPTIONS = [
  { value: 'male', label: 'gender.male' },
  { value: 'female', label: 'gender.female' },
] as const;

/**
 * 'Failed to update profile', with the server's reason (through `errorText`) when it refused a
 * value: only a VALIDATION_ERROR is the person's to fix.
 */
export function saveErrorText(error: unknown, t: ProfileT): string {
  const saveFailed = t('card.saveFailed');
  if (error instanceof ApiError && error.status > 0 && error.code === 'VALIDATION_ERROR') {
    return t('card.saveFailedBecause', { reason: errorText(error, saveFailed) });
  }
  return saveFailed;
}

/** The gender choice of both profile forms; `allowUnset` offers 'Not specified' (students). */
export function GenderField({
  form,
  disabled,
  allowUnset = true,
}: {
  form: ProfileForm;
  disabled?: boolean;
  allowUnset?: boolean;
}) {
  const t = useT(profileText);
  return (
    <SelectField
      form={form}
      idPrefix="profile"
      name="gender"
      label={t('field.gender')}
      placeholder={allowUnset ? t('gender.unset') : t('gender.choose')}
      options={GENDER_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
      disabled={disabled}
    />
  );
}

/** Email is shown in both modes and never editable. */
export function EmailReadOnly({ email }: { email: string }) {
  const t = useT(profileText);
  return (
    <Field id="profile-email" label={t('field.email')} hint={t('field.emailFixed')}>
      {(props) => <Input {...props} value={email} readOnly disabled />}
    </Field>
  );
}

/**
 * A label and value in view mode; 'Not provided' when empty. A `hint` is shown under the value,
 * inside the <dd> (a <dl> may only hold dt/dd groups).
 */
export function ProfileValue({
  label,
  hint,
  className,
  children,
}: {
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT(profileText);
  return (
    <div className={className}>
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-900 dark:text-white">
        {children || (
          <span className="font-normal text-slate-500 dark:text-slate-400">
            {t('value.notProvided')}
          </span>
        )}
        {hint ? (
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
            {hint}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

export function genderLabel(gender: string | null | undefined, t: ProfileT): string {
  return gender === 'male' ? t('gender.male') : gender === 'female' ? t('gender.female') : '';
}
