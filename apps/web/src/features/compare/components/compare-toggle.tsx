import { COMPARE_MAX_HOSTELS } from '@hostelhub/shared';
import clsx from 'clsx';
import { Plus, SquareCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { compareText } from '../i18n';
import { compareList, toggleCompare, type CompareEntry } from '../utils/compare-list';

/** The "compare up to 3" message: one at a time. */
const COMPARE_FULL_TOAST = 'compare-full';

/**
 * Closes the "compare up to 3" message when the page changes (issue 40 item 10): it sits at
 * the top of the screen, and after "Compare" or a link it lay over the next page's menu. The
 * app's layout calls this once, on every page.
 */
export function useCloseCompareFullOnNavigation(): void {
  const { pathname, search } = useLocation();
  useEffect(() => () => void toast.dismiss(COMPARE_FULL_TOAST), [pathname, search]);
}

export interface CompareToggleProps {
  /** The hostel: its id, name and card photo (a summary or a detail). */
  hostel: CompareEntry;
  /** `card`: a pill over a card's photo; `detail`: a button in the hostel's details. */
  variant?: 'card' | 'detail';
}

/**
 * The Compare switch of a hostel (issue 29): pressed while the hostel is among those chosen for
 * comparison (kept in the browser, so it works for guests). A fourth hostel is refused with a
 * message that offers the chosen ones; the tray shows what is chosen.
 */
export function CompareToggle({ hostel, variant = 'card' }: CompareToggleProps) {
  const t = useT(compareText);
  const navigate = useNavigate();
  const chosen = compareList.useItems();
  const isChosen = chosen.some((item) => item.id === hostel.id);

  const onClick = () => {
    const result = toggleCompare({
      id: hostel.id,
      name: hostel.name,
      image_url: hostel.image_url,
    });
    if (result !== 'full') return;
    const ids = compareList.read().map((item) => item.id);
    // At the top: the tray, where one is removed, sits at the bottom.
    toast.error(t('toggle.full', { max: COMPARE_MAX_HOSTELS }), {
      id: COMPARE_FULL_TOAST,
      position: 'top-center',
      action: {
        label: t('toggle.seeChosen'),
        onClick: () => void navigate(paths.compare.getHref(ids)),
      },
    });
  };

  const Icon = isChosen ? SquareCheck : Plus;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isChosen}
      aria-label={t('toggle.labelNamed', { name: hostel.name })}
      className={
        variant === 'card'
          ? clsx(
              'relative z-10 inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium shadow-sm transition-colors',
              'focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-slate-900',
              isChosen
                ? 'bg-teal-700 text-white hover:bg-teal-800 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400'
                : 'bg-white/90 text-slate-800 hover:bg-white dark:bg-slate-900/90 dark:text-slate-100 dark:hover:bg-slate-900',
            )
          : buttonVariants({
              variant: isChosen ? 'primary' : 'outline',
              size: 'sm',
              className:
                'focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none',
            })
      }
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {t('toggle.label')}
    </button>
  );
}
