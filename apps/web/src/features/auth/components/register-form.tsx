import { RegisterSchema } from '@hostelhub/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useUniversities } from '../../../lib/reference-data/get-universities';
import { useRegister, type RegisteredUser } from '../api/register';
import { errorText } from '../../../lib/error-text';
import { AUTH_ERROR_TEXT, AUTH_TIMINGS, verificationSentHref } from '../utils/auth-feedback';
import { PasswordField } from '../../../components/form/password-field';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { TermsField } from './terms-field';

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
  const universities = useUniversities();
  if (universities.isError) {
    return <TextField form={form} name="university" label="University" disabled={disabled} />;
  }
  return (
    <SelectField
      form={form}
      name="university"
      label="University"
      placeholder="Select your university (optional)"
      options={(universities.data ?? []).map(({ name }) => ({ value: name, label: name }))}
      disabled={disabled}
    />
  );
}

function useRegisterForm(variant: RegisterVariant) {
  const [mapper] = useState(() => toInput(variant));
  return useSchemaForm(RegisterSchema, EMPTY, mapper);
}

/** The sign-up form of /signup/student, /signup/owner and /signup/legacy (part 1 section 5). */
export function RegisterForm({ variant }: { variant: RegisterVariant }) {
  const navigate = useNavigate();
  const mutation = useRegister();
  const form = useRegisterForm(variant);
  const [created, setCreated] = useState<RegisteredUser | null>(null);
  const role = variant === 'legacy' ? form.values.role : variant;

  useEffect(() => {
    if (!created) return;
    const isOwner = created.role === 'owner';
    const timer = setTimeout(
      () => {
        void navigate(verificationSentHref('/login', created.email, isOwner ? 'owner' : undefined));
      },
      isOwner ? AUTH_TIMINGS.ownerSignupRedirect : AUTH_TIMINGS.studentSignupRedirect,
    );
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const onSubmit = form.handleSubmit((input) => {
    if (mutation.isPending || created) return;
    mutation.mutate(input, { onSuccess: setCreated });
  });
  const isBusy = mutation.isPending || created !== null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {mutation.isError ? (
        <Alert tone="error">
          {errorText(mutation.error, 'Registration failed. Please try again.', AUTH_ERROR_TEXT)}
        </Alert>
      ) : null}
      {created ? (
        <Alert tone="success" title="Account created successfully!">
          Please check your email ({created.email}) to verify your account.
          {created.role === 'owner'
            ? ' After verification, your account will be reviewed for approval within 24-48 hours.'
            : null}
        </Alert>
      ) : null}

      <TextField
        form={form}
        name="fullName"
        label="Full Name"
        autoComplete="name"
        required
        disabled={isBusy}
      />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        disabled={isBusy}
      />
      {variant === 'legacy' ? (
        <SelectField form={form} name="role" label="Account Type" required disabled={isBusy}>
          <option value="student">Student</option>
          <option value="owner">Hostel Owner</option>
          <option value="admin">Administrator</option>
        </SelectField>
      ) : null}
      {role === 'owner' || role === 'admin' ? (
        <TextField
          form={form}
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="0300 1234567"
          required={role === 'owner'}
          disabled={isBusy}
        />
      ) : null}
      <PasswordField
        form={form}
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        withChecklist
        disabled={isBusy}
      />
      <PasswordField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        required
        disabled={isBusy}
      />
      {role === 'student' ? (
        <>
          <UniversityField form={form} disabled={isBusy} />
          <TextField
            form={form}
            name="city"
            label="City"
            autoComplete="address-level2"
            disabled={isBusy}
          />
          <SelectField form={form} name="gender" label="Gender" disabled={isBusy}>
            <option value="">Prefer not to say</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
          </SelectField>
        </>
      ) : null}
      <TermsField form={form} name="agreeToTerms" disabled={isBusy} />
      <Button type="submit" className="w-full" disabled={isBusy}>
        {mutation.isPending ? <Spinner className="h-4 w-4" /> : null}
        {mutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
