import { EmailSchema } from '@hostelhub/shared';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useForgotPassword } from '../api/forgot-password';
import { EmailField } from './account-fields';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { AuthSubmitButton } from './auth-submit-button';

const ForgotPasswordFormSchema = z.object({ email: EmailSchema });

export function ForgotPassword() {
  const mutation = useForgotPassword();
  const form = useSchemaForm(ForgotPasswordFormSchema, { email: '' });
  const onSubmit = form.handleSubmit(({ email }) => {
    if (!mutation.isPending) mutation.mutate(email);
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your email address and we will send you a link to reset your password."
      footer={
        <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
          Back to Login
        </Link>
      }
    >
      {mutation.isSuccess ? (
        <Alert tone="success" title="Check your email">
          {mutation.data.message} The link expires in 1 hour.
        </Alert>
      ) : (
        <>
          {mutation.isError ? <Alert tone="error">Failed to send reset email</Alert> : null}
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <EmailField form={form} disabled={mutation.isPending} />
            <AuthSubmitButton isPending={mutation.isPending} pendingLabel="Sending...">
              Send Reset Link
            </AuthSubmitButton>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
