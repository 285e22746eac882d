import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';

export interface PaginationControlsProps {
  page: number;
  totalPages: number;
  /** Called on Previous or Next; without `pageHref`, the buttons do only this. */
  onPageChange?: (page: number) => void;
  /**
   * The address of a page: Previous and Next become real links (`<a href>`, issue 25), which a
   * crawler follows and which work without JavaScript; with JavaScript, `onPageChange` (when
   * given) runs instead of the navigation.
   */
  pageHref?: (page: number) => string;
  isBusy?: boolean;
}

/** Previous / Page X of Y / Next. */
export function PaginationControls({
  page,
  totalPages,
  onPageChange,
  pageHref,
  isBusy,
}: PaginationControlsProps) {
  const t = useT(hostelSearchText);
  const step = (target: number, disabled: boolean, children: React.ReactNode) => {
    if (pageHref && !disabled) {
      const onClick = onPageChange
        ? (event: MouseEvent) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onPageChange(target);
          }
        : undefined;
      return (
        <Link
          to={pageHref(target)}
          onClick={onClick}
          rel={target < page ? 'prev' : 'next'}
          className={buttonVariants({ variant: 'outline' })}
        >
          {children}
        </Link>
      );
    }
    return (
      <Button
        variant="outline"
        onClick={() => onPageChange?.(target)}
        disabled={disabled || isBusy}
      >
        {children}
      </Button>
    );
  };
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-4">
      {step(
        page - 1,
        page <= 1,
        <>
          <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          {t('pagination.previous')}
        </>,
      )}
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {t('pagination.status', { page, total: totalPages })}
      </p>
      {step(
        page + 1,
        page >= totalPages,
        <>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        </>,
      )}
    </nav>
  );
}
