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
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

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
  const t = useT(authText);
  const mutation = useCreateAdmin();
  const form = useSchemaForm(AdminCreateSchema, EMPTY);
  const { created, submit, isBusy } = useAccountCreation(mutation, redirectOf);
  const onSubmit = form.handleSubmit(submit);

  return (
    <AuthLayout
      title={t('adminCreate.title')}
      description={t('adminCreate.description')}
      footer={
        <Link to={paths.admin.login.getHref()} className={authLinkClasses}>
          {t('adminCreate.backToAdminLogin')}
        </Link>
      }
    >
      {mutation.isError ? (
        <Alert tone="error">
          {errorText(mutation.error, t('adminCreate.failed'), AUTH_ERROR_TEXT)}
        </Alert>
      ) : null}
      {created ? (
        <Alert tone="success" title={t('adminCreate.success')}>
          {t('adminCreate.checkEmail', { email: created.email })}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <IdentityFields form={form} disabled={isBusy} />
        <PhoneField form={form} disabled={isBusy} />
        <NewPasswordFields form={form} disabled={isBusy} />
        <PasswordField
          form={form}
          name="adminKey"
          label={t('adminCreate.key')}
          autoComplete="off"
          required
          disabled={isBusy}
        />
        <AuthSubmitButton
          isBusy={isBusy}
          isPending={mutation.isPending}
          pendingLabel={t('adminCreate.pending')}
        >
          {t('adminCreate.submit')}
        </AuthSubmitButton>
      </form>
    </AuthLayout>
  );
}
