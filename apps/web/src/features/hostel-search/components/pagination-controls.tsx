import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

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
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-4">
      <Button
        variant="outline"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1 || isBusy}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        Page {page} of {totalPages}
      </p>
      <Button
        variant="outline"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages || isBusy}
      >
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
