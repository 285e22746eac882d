import { COMPARE_MAX_HOSTELS } from '@hostelhub/shared';
import { Building2, Columns3, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { compareText } from '../i18n';
import { clearCompare, compareList, removeFromCompare } from '../utils/compare-list';

/**
 * The bar at the foot of the screen while hostels are chosen for comparison (issue 29): how
 * many of the three, each chosen hostel (removable, from a tablet up), Compare and Clear.
 * Nothing while none is chosen. A spacer of its height ends the page, so the bar never hides
 * the footer's last line.
 */
export function CompareTray() {
  const t = useT(compareText);
  const chosen = compareList.useItems();
  if (chosen.length === 0) return null;
  const ids = chosen.map((item) => item.id);

  return (
    <>
      <div aria-hidden="true" className="h-24 sm:h-20" />
      <section
        aria-label={t('tray.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <div className="min-w-0 flex-1">
            <p aria-live="polite" className="text-sm font-semibold text-slate-900 dark:text-white">
              {t('tray.count', { count: chosen.length, max: COMPARE_MAX_HOSTELS })}
            </p>
            {chosen.length === 1 ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('tray.addMore')}</p>
            ) : null}
          </div>
          {/* The chosen hostels, each with its remove button: from a tablet up. */}
          <ul className="hidden min-w-0 items-center gap-2 sm:flex">
            {chosen.map((item) => (
              <li
                key={item.id}
                className="flex max-w-[12rem] lg:max-w-[16rem] items-center gap-2 rounded-full border border-slate-200 bg-white py-1 ps-1 pe-1 dark:border-slate-700 dark:bg-slate-800"
              >
                {item.image_url ? (
                  <img
                    src={item.image_url}
                    alt=""
                    width={28}
                    height={28}
                    className="h-7 w-7 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400 dark:bg-slate-700">
                    <Building2 aria-hidden="true" className="h-4 w-4" />
                  </span>
                )}
                <span dir="auto" className="truncate text-sm text-slate-800 dark:text-slate-100">
                  {item.name}
                </span>
                <button
                  type="button"
                  onClick={() => removeFromCompare(item.id)}
                  aria-label={t('tray.remove', { name: item.name })}
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={clearCompare}>
              {t('tray.clear')}
            </Button>
            <Link to={paths.compare.getHref(ids)} className={buttonVariants({ size: 'sm' })}>
              <Columns3 aria-hidden="true" className="h-4 w-4" />
              {t('tray.open')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
