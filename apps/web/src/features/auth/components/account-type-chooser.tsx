import { ArrowRight, Building2, GraduationCap, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';
import { AuthLayout, authLinkClasses } from './auth-layout';

interface AccountTypeCardProps {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  points: string[];
  cta: string;
}

function AccountTypeCard({
  to,
  icon: Icon,
  title,
  description,
  points,
  cta,
}: AccountTypeCardProps) {
  return (
    <li className="flex">
      <Link
        to={to}
        className="group flex w-full flex-col gap-4 rounded-xl border-2 border-slate-200 p-6 text-start transition-colors hover:border-teal-600 dark:border-slate-700 dark:hover:border-teal-400"
      >
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <span className="space-y-1">
          <span className="block text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{description}</span>
        </span>
        <ul className="space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
          {points.map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true" className="text-teal-700 dark:text-teal-400">
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
        <span className="mt-auto inline-flex items-center gap-1 font-medium text-teal-700 dark:text-teal-400">
          {cta}
          <ArrowRight
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </span>
      </Link>
    </li>
  );
}

/** /signup: pick a student or an owner account (part 1 section 2). */
export function AccountTypeChooser({ figures }: { figures?: ReactNode }) {
  const t = useT(authText);
  return (
    <AuthLayout
      width="lg"
      title={t('chooser.title')}
      description={t('chooser.description')}
      footer={
        <>
          {t('footer.haveAccount')}{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            {t('footer.signIn')}
          </Link>
        </>
      }
    >
      <ul className="grid gap-4 md:grid-cols-2">
        <AccountTypeCard
          to={paths.auth.signupStudent.getHref()}
          icon={GraduationCap}
          title={t('chooser.student.title')}
          description={t('chooser.student.description')}
          points={[
            t('chooser.student.point1'),
            t('chooser.student.point2'),
            t('chooser.student.point3'),
          ]}
          cta={t('chooser.student.cta')}
        />
        <AccountTypeCard
          to={paths.auth.signupOwner.getHref()}
          icon={Building2}
          title={t('chooser.owner.title')}
          description={t('chooser.owner.description')}
          points={[t('chooser.owner.point1'), t('chooser.owner.point2'), t('chooser.owner.point3')]}
          cta={t('chooser.owner.cta')}
        />
      </ul>
      <p className="flex items-start justify-center gap-2 text-center text-sm text-slate-600 dark:text-slate-400">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {t('chooser.adminNote')}
      </p>
      {figures ? (
        <section
          aria-label={t('chooser.figures')}
          className="border-t border-slate-200 pt-6 dark:border-slate-800"
        >
          {figures}
        </section>
      ) : null}
    </AuthLayout>
  );
}
