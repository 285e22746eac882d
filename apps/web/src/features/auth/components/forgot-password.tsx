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
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

const ForgotPasswordFormSchema = z.object({ email: EmailSchema });

export function ForgotPassword() {
  const t = useT(authText);
  const mutation = useForgotPassword();
  const form = useSchemaForm(ForgotPasswordFormSchema, { email: '' });
  const onSubmit = form.handleSubmit(({ email }) => {
    if (!mutation.isPending) mutation.mutate(email);
  });

  return (
    <AuthLayout
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={
        <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
          {t('footer.backToLogin')}
        </Link>
      }
    >
      {mutation.isSuccess ? (
        <Alert tone="success" title={t('forgot.checkEmail')}>
          {mutation.data.message} {t('forgot.expires')}
        </Alert>
      ) : (
        <>
          {mutation.isError ? <Alert tone="error">{t('forgot.failed')}</Alert> : null}
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <EmailField form={form} disabled={mutation.isPending} />
            <AuthSubmitButton isPending={mutation.isPending} pendingLabel={t('forgot.pending')}>
              {t('forgot.submit')}
            </AuthSubmitButton>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
