import type { ReportTargetType } from '@hostelhub/shared';
import clsx from 'clsx';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { reportsText } from '../i18n';

// The form and its words download the first time someone reports, not with every page.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

export interface ReportActionProps {
  targetType: ReportTargetType;
  targetId: string;
  /** The reported person's name (a user report): the button and the dialog name them. */
  targetName?: string | undefined;
  /**
   * 'text' (the default): a small button with its words; 'icon': a flag whose words are its
   * name and tooltip, for tight places (a chat message, a chat's header).
   */
  variant?: 'text' | 'icon';
  className?: string | undefined;
}

/** A quiet button: reporting is there when needed and never competes with the page. */
const quiet = 'text-slate-600 dark:text-slate-400';

/**
 * "Report" for a hostel, a review, a chat message or a user (issue 26). A guest is offered
 * "Sign in to report" and comes back to this page; a signed-in user opens the report dialog.
 * Nothing while the session is being restored. The caller leaves it out on the user's own
 * things (the API refuses them with a sentence anyway).
 */
export function ReportAction({
  targetType,
  targetId,
  targetName,
  variant = 'text',
  className,
}: ReportActionProps) {
  const t = useT(reportsText);
  const { status } = useAuth();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);

  if (status === 'loading') return null;
  if (status !== 'signed-in') {
    return (
      <Link
        to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
        rel="nofollow"
        className={buttonVariants({
          variant: 'ghost',
          size: 'sm',
          className: clsx(quiet, className),
        })}
      >
        <Flag aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t('action.signIn')}
      </Link>
    );
  }

  const label =
    targetType === 'hostel'
      ? t('action.hostel')
      : targetType === 'review'
        ? t('action.review')
        : targetType === 'message'
          ? t('action.message')
          : targetName
            ? t('action.user', { name: targetName })
            : t('action.userUnnamed');

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        {...(variant === 'icon' ? { 'aria-label': label, title: label } : {})}
        className={
          variant === 'icon'
            ? clsx(
                'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:hover:bg-slate-800',
                quiet,
                className,
              )
            : buttonVariants({ variant: 'ghost', size: 'sm', className: clsx(quiet, className) })
        }
      >
        <Flag aria-hidden="true" className="h-4 w-4 shrink-0" />
        {variant === 'icon' ? null : label}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            targetName={targetName}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
