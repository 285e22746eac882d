import { AdminCreateSchema } from '@hostelhub/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useCreateAdmin } from '../api/create-admin';
import type { RegisteredUser } from '../api/register';
import { errorText } from '../../../lib/error-text';
import { AUTH_ERROR_TEXT, AUTH_TIMINGS, verificationSentHref } from '../utils/auth-feedback';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/schema-fields';

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  adminKey: '',
};

/** /admin/create: the server checks the creation key (product decision 3); none is shown here. */
export function AdminCreate() {
  const navigate = useNavigate();
  const mutation = useCreateAdmin();
  const form = useSchemaForm(AdminCreateSchema, EMPTY);
  const [created, setCreated] = useState<RegisteredUser | null>(null);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => {
      void navigate(verificationSentHref('/admin/login', created.email));
    }, AUTH_TIMINGS.adminCreateRedirect);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const onSubmit = form.handleSubmit((input) => {
    if (mutation.isPending || created) return;
    mutation.mutate(input, { onSuccess: setCreated });
  });
  const isBusy = mutation.isPending || created !== null;

  return (
    <AuthLayout
      title="Create an admin account"
      description="Administrator accounts are created by the Hostelhub team with an admin creation key issued to them."
      footer={
        <Link to={paths.admin.login.getHref()} className={authLinkClasses}>
          Back to admin sign in
        </Link>
      }
    >
      {mutation.isError ? (
        <Alert tone="error">
          {errorText(
            mutation.error,
            'Failed to create account. Please try again.',
            AUTH_ERROR_TEXT,
          )}
        </Alert>
      ) : null}
      {created ? (
        <Alert tone="success" title="Admin account created successfully!">
          Please check your email ({created.email}) to verify the account before signing in.
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
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
        <TextField
          form={form}
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          disabled={isBusy}
        />
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
        <PasswordField
          form={form}
          name="adminKey"
          label="Admin Creation Key"
          autoComplete="off"
          required
          disabled={isBusy}
        />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {mutation.isPending ? <Spinner className="h-4 w-4" /> : null}
          {mutation.isPending ? 'Creating admin account...' : 'Create Admin Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
