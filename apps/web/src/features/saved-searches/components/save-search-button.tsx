import type { HostelFilters } from '@hostelhub/shared';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { savedSearchesText } from '../i18n';

// The dialog (and the form schemas it builds) downloads on the first press, not with the list.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
);

/**
 * The browse screen's "Save this search" (issue 29), for signed-in users only: opens the save
 * dialog for the current `filters`.
 */
export function SaveSearchButton({ filters }: { filters: HostelFilters }) {
  const t = useT(savedSearchesText);
  const { status } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  if (status !== 'signed-in') return null;
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        <BellPlus aria-hidden="true" className="h-4 w-4" />
        {t('save.button')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
