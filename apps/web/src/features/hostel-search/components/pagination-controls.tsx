import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';

export interface PaginationControlsProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isBusy?: boolean;
}

/** Previous / Page X of Y / Next. */
export function PaginationControls({
  page,
  totalPages,
  onPageChange,
  isBusy,
}: PaginationControlsProps) {
  const t = useT(hostelSearchText);
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-4">
      <Button
        variant="outline"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1 || isBusy}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        {t('pagination.previous')}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {t('pagination.status', { page, total: totalPages })}
      </p>
      <Button
        variant="outline"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages || isBusy}
      >
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
