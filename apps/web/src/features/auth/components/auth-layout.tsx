import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';
import { withLinks } from '../utils/with-links';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  width?: 'sm' | 'lg';
}

/** The centred card every sign-in, sign-up and password page sits in. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  width = 'sm',
}: AuthLayoutProps) {
  useDocumentTitle(title);
  const t = useT(authText);
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className={width === 'sm' ? 'w-full max-w-md space-y-6' : 'w-full max-w-4xl space-y-6'}>
        <Card>
          <CardBody className="space-y-6 sm:p-8">
            <div className="space-y-2 text-center">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
                {title}
              </h1>
              {description ? (
                <p className="text-slate-600 dark:text-slate-400">{description}</p>
              ) : null}
            </div>
            {children}
          </CardBody>
        </Card>
        {footer ? (
          <div className="text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>
        ) : null}
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          {withLinks((values) => t('layout.agreement', values), {
            terms: (
              <Link
                to={paths.terms.getHref()}
                className="underline hover:text-slate-700 dark:hover:text-slate-300"
              >
                {t('layout.terms')}
              </Link>
            ),
            privacy: (
              <Link
                to={paths.privacy.getHref()}
                className="underline hover:text-slate-700 dark:hover:text-slate-300"
              >
                {t('layout.privacy')}
              </Link>
            ),
          })}
        </p>
      </div>
    </div>
  );
}

export const authLinkClasses =
  'font-medium text-teal-700 underline-offset-4 hover:underline dark:text-teal-400';
