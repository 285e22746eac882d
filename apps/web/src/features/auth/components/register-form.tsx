import { RegisterSchema } from '@hostelhub/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { usePlaceName } from '../../../lib/place-names';
import { useUniversities } from '../../../lib/reference-data/get-universities';
import { useRegister, type RegisteredUser } from '../api/register';
import { useAccountCreation, type CreatedRedirect } from '../hooks/use-account-creation';
import { errorText } from '../../../lib/error-text';
import { AUTH_ERROR_TEXT, AUTH_TIMINGS, verificationSentHref } from '../utils/auth-feedback';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { IdentityFields, NewPasswordFields, PhoneField } from './account-fields';
import { AuthSubmitButton } from './auth-submit-button';
import { TermsField } from './terms-field';
import { LanguageSwitch } from '../../../components/language-switch';
import { useLanguage, useT } from '../../../lib/i18n';
import { authText } from '../i18n';

/** student and owner: the guided forms; legacy: the generic form with a role select. */
export type RegisterVariant = 'student' | 'owner' | 'legacy';

const EMPTY = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: 'student',
  university: '',
  city: '',
  gender: '',
  phone: '',
  agreeToTerms: false,
};
type RegisterValues = typeof EMPTY;

function toInput(variant: RegisterVariant) {
  return (values: RegisterValues) => {
    const role = variant === 'legacy' ? values.role : variant;
    const base = {
      fullName: values.fullName,
      email: values.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      role,
      agreeToTerms: values.agreeToTerms,
    };
    return role === 'student'
      ? { ...base, university: values.university, city: values.city, gender: values.gender }
      : { ...base, phone: values.phone };
  };
}

function UniversityField({
  form,
  disabled,
}: {
  form: ReturnType<typeof useRegisterForm>;
  disabled: boolean;
}) {
  const t = useT(authText);
  const universities = useUniversities();
  const placeName = usePlaceName();
  if (universities.isError) {
    return (
      <TextField
        form={form}
        name="university"
        label={t('register.university')}
        disabled={disabled}
      />
    );
  }
  return (
    <SelectField
      form={form}
      name="university"
      label={t('register.university')}
      placeholder={t('register.universityPlaceholder')}
      // The English name is stored; the label is the page's language (issue 24).
      options={(universities.data ?? []).map((university) => ({
        value: university.name,
        label: placeName(university),
      }))}
      disabled={disabled}
    />
  );
}

function useRegisterForm(variant: RegisterVariant) {
  const [mapper] = useState(() => toInput(variant));
  return useSchemaForm(RegisterSchema, EMPTY, mapper);
}

/** Once made, the account waits for its email check on /login (an owner's a little longer). */
function redirectOf(created: RegisteredUser): CreatedRedirect {
  const isOwner = created.role === 'owner';
  return {
    href: verificationSentHref('/login', created.email, isOwner ? 'owner' : undefined),
    delayMs: isOwner ? AUTH_TIMINGS.ownerSignupRedirect : AUTH_TIMINGS.studentSignupRedirect,
  };
}

/** The sign-up form of /signup/student, /signup/owner and /signup/legacy (part 1 section 5). */
export function RegisterForm({ variant }: { variant: RegisterVariant }) {
  const t = useT(authText);
  // The new account keeps the language the form was filled in (issue 24).
  const { language } = useLanguage();
  const mutation = useRegister();
  const form = useRegisterForm(variant);
  const { created, submit, isBusy } = useAccountCreation(mutation, redirectOf);
  const role = variant === 'legacy' ? form.values.role : variant;
  const onSubmit = form.handleSubmit((input) => submit({ ...input, preferred_language: language }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {variant === 'legacy' ? null : (
        <div className="flex justify-end">
          <LanguageSwitch />
        </div>
      )}
      {mutation.isError ? (
        <Alert tone="error">
          {errorText(mutation.error, t('register.failed'), AUTH_ERROR_TEXT)}
        </Alert>
      ) : null}
      {created ? (
        <Alert tone="success" title={t('created.title')}>
          {t('register.checkEmail', { email: created.email })}
          {created.role === 'owner' ? ` ${t('register.ownerReview')}` : null}
        </Alert>
      ) : null}

      <IdentityFields form={form} disabled={isBusy} />
      {variant === 'legacy' ? (
        <SelectField
          form={form}
          name="role"
          label={t('register.accountType')}
          required
          disabled={isBusy}
        >
          <option value="student">{t('register.role.student')}</option>
          <option value="owner">{t('register.role.owner')}</option>
          <option value="admin">{t('register.role.admin')}</option>
        </SelectField>
      ) : null}
      {role === 'owner' || role === 'admin' ? (
        <PhoneField
          form={form}
          placeholder="0300 1234567"
          required={role === 'owner'}
          disabled={isBusy}
        />
      ) : null}
      <NewPasswordFields form={form} disabled={isBusy} />
      {role === 'student' ? (
        <>
          <UniversityField form={form} disabled={isBusy} />
          <TextField
            form={form}
            name="city"
            label={t('register.city')}
            autoComplete="address-level2"
            disabled={isBusy}
          />
          <SelectField form={form} name="gender" label={t('register.gender')} disabled={isBusy}>
            <option value="">{t('register.gender.unset')}</option>
            <option value="male">{t('register.gender.male')}</option>
            <option value="female">{t('register.gender.female')}</option>
          </SelectField>
        </>
      ) : null}
      <TermsField form={form} name="agreeToTerms" disabled={isBusy} />
      <AuthSubmitButton
        isBusy={isBusy}
        isPending={mutation.isPending}
        pendingLabel={t('register.pending')}
      >
        {t('register.submit')}
      </AuthSubmitButton>
    </form>
  );
}
