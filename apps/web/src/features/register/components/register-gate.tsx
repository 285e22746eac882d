import type { RegisterHostel } from '@hostelhub/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { registerText } from '../i18n';
import { REGISTER_ROLE_LABEL } from '../utils/bed-states';

/**
 * The register's states before a hostel shows: loading, failed, none at all (a student on no
 * hostel's staff), or a hostel that is not among the user's (then the list of theirs).
 */
export function RegisterGate({
  hostels,
  hostel,
  children,
}: {
  hostels: UseQueryResult<RegisterHostel[]>;
  /** The hostel asked for, when the user works it. */
  hostel?: RegisterHostel | undefined;
  /** The register itself; without it, the user's hostels to choose from. */
  children?: ReactNode;
}) {
  const t = useT(registerText);
  if (hostels.isError) {
    return (
      <LoadError
        title={t('page.loadFailed')}
        message={errorText(hostels.error, t('page.loadFailed'))}
        onRetry={() => void hostels.refetch()}
        isRetrying={hostels.isFetching}
      />
    );
  }
  if (!hostels.data) {
    return (
      <div role="status" aria-label={t('page.loading')} className="space-y-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (hostels.data.length === 0) {
    return (
      <EmptyState icon={ClipboardList} title={t('page.none')}>
        {t('page.noneText')}
      </EmptyState>
    );
  }
  if (hostel && children) return <>{children}</>;
  return (
    <section aria-labelledby="register-hostels" className="space-y-3">
      <h2 id="register-hostels" className="text-lg font-semibold text-slate-900 dark:text-white">
        {hostel === undefined && children ? t('page.notYours') : t('page.choose')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {hostels.data.map((option) => (
          <li key={option.id}>
            <Link
              to={paths.register.hostel.getHref(option.id)}
              className={buttonVariants({
                variant: 'outline',
                className: 'h-auto w-full justify-between py-3',
              })}
            >
              <span className="truncate-or-wrap">{option.hostel_name}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {t(REGISTER_ROLE_LABEL[option.role])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
