import { Button } from './button';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';

/**
 * Previous / Page X of Y / Next, shown only when there is more than one page (part 2 section 2
 * 'Admin contact messages panel'). `label` names the navigation, e.g. 'Message pages'.
 */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const t = useT(componentsText);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <span className="text-sm">{t('pager.pageOf', { page, total: totalPages })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
