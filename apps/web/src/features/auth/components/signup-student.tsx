import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { RegisterForm } from './register-form';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

export function SignupStudent() {
  const t = useT(authText);
  return (
    <AuthLayout
      title={t('signupStudent.title')}
      description={t('signupStudent.description')}
      footer={
        <>
          {t('footer.haveAccount')}{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            {t('footer.signIn')}
          </Link>{' '}
          ·{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkClasses}>
            {t('signupStudent.anotherType')}
          </Link>
        </>
      }
    >
      <RegisterForm variant="student" />
    </AuthLayout>
  );
}
