import { Building2, Clock, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';

export const SUPPORT_EMAIL = 'support@hostelhub.pk';
const YEAR = new Date().getFullYear();

const linkClasses = 'text-slate-600 hover:text-slate-950 dark:text-slate-400 dark:hover:text-white';

const QUICK_LINKS = [
  { label: 'nav.home', to: paths.home.getHref() },
  { label: 'nav.findHostels', to: paths.hostels.list.getHref() },
  { label: 'footer.aboutUs', to: paths.about.getHref() },
  { label: 'nav.contact', to: paths.contact.getHref() },
  { label: 'footer.listYourHostel', to: paths.auth.signupOwner.getHref() },
] as const;

export function Footer() {
  const t = useT(componentsText);
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
            <Building2 aria-hidden="true" className="h-6 w-6 text-teal-700 dark:text-teal-400" />
            Hostelhub
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('footer.contactUs')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t('footer.location')}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t('footer.hours')}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>{t('footer.rights', { year: YEAR })}</p>
          <ul className="flex gap-4">
            <li>
              <Link to={paths.privacy.getHref()} className={linkClasses}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()} className={linkClasses}>
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
