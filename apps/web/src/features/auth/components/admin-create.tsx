import { AdminCreateSchema } from '@hostelhub/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useCreateAdmin } from '../api/create-admin';
import type { RegisteredUser } from '../api/register';
import { useAccountCreation, type CreatedRedirect } from '../hooks/use-account-creation';
import { errorText } from '../../../lib/error-text';
import { AUTH_ERROR_TEXT, AUTH_TIMINGS, verificationSentHref } from '../utils/auth-feedback';
import { IdentityFields, NewPasswordFields, PhoneField } from './account-fields';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { PasswordField } from '../../../components/form/password-field';

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  adminKey: '',
};

/** Once made, the account waits for its email check on /admin/login. */
const redirectOf = (created: RegisteredUser): CreatedRedirect => ({
  href: verificationSentHref('/admin/login', created.email),
  delayMs: AUTH_TIMINGS.adminCreateRedirect,
});

/** /admin/create: the server checks the creation key (product decision 3); none is shown here. */
export function AdminCreate() {
  const mutation = useCreateAdmin();
  const form = useSchemaForm(AdminCreateSchema, EMPTY);
  const { created, submit, isBusy } = useAccountCreation(mutation, redirectOf);
  const onSubmit = form.handleSubmit(submit);

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
        <IdentityFields form={form} disabled={isBusy} />
        <PhoneField form={form} disabled={isBusy} />
        <NewPasswordFields form={form} disabled={isBusy} />
        <PasswordField
          form={form}
          name="adminKey"
          label="Admin Creation Key"
          autoComplete="off"
          required
          disabled={isBusy}
        />
        <AuthSubmitButton
          isBusy={isBusy}
          isPending={mutation.isPending}
          pendingLabel="Creating admin account..."
        >
          Create Admin Account
        </AuthSubmitButton>
      </form>
    </AuthLayout>
  );
}
