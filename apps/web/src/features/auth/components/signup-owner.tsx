import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { RegisterForm } from './register-form';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

export function SignupOwner() {
  const t = useT(authText);
  return (
    <AuthLayout
      title={t('signupOwner.title')}
      description={t('signupOwner.description')}
      footer={
        <>
          {t('footer.haveAccount')}{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            {t('footer.signIn')}
          </Link>{' '}
          · {t('signupOwner.lookingForHostel')}{' '}
          <Link to={paths.auth.signupStudent.getHref()} className={authLinkClasses}>
            {t('chooser.student.cta')}
          </Link>
        </>
      }
    >
      <section className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="space-y-1">
          <h2 className="font-semibold">{t('signupOwner.approvalTitle')}</h2>
          <p>{t('signupOwner.approvalText')}</p>
        </div>
      </section>
      <RegisterForm variant="owner" />
    </AuthLayout>
  );
}
