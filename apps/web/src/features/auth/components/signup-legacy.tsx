import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { GoogleSignupUnavailableButton, OrDivider, WhenGoogleConfigured } from './google-button';
import { RegisterForm } from './register-form';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

export function SignupLegacy() {
  const t = useT(authText);
  return (
    <AuthLayout
      title={t('legacy.title')}
      footer={
        <>
          {t('legacy.preferGuided')}{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkClasses}>
            {t('legacy.chooseType')}
          </Link>{' '}
          · {t('footer.haveAccount')}{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            {t('footer.signIn')}
          </Link>
        </>
      }
    >
      <RegisterForm variant="legacy" />
      <WhenGoogleConfigured>
        <OrDivider />
        <GoogleSignupUnavailableButton />
      </WhenGoogleConfigured>
    </AuthLayout>
  );
}
