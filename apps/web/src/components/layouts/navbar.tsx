import clsx from 'clsx';
import { Building2, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';
import { LanguageSwitch } from '../language-switch';
import { ThemeToggle } from '../theme-toggle';
import { buttonVariants } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { getAccountItems, getNavItems } from './nav-items';
import { Avatar } from '../ui/avatar';
import { NameAndEmail } from '../ui/name-and-email';
import { UserMenu } from './user-menu';

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'text-teal-800 dark:text-teal-300'
      : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white',
  );

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-2 rounded-md px-3 py-2 text-base font-medium',
    isActive
      ? 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );

/** The top bar; `actions` (signed-in users only) sit before the theme toggle. */
export function Navbar({ actions }: { actions?: ReactNode } = {}) {
  const { status, user, signOut } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const items = getNavItems(user?.role);
  const t = useT(componentsText);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const closeMenu = () => setIsMenuOpen(false);
  const signOutFromMenu = async () => {
    closeMenu();
    // Leave first, so a protected page does not bounce to /login as the session ends.
    await navigate(paths.home.getHref());
    await signOut();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home.getHref()}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 dark:text-white"
        >
          <Building2 aria-hidden="true" className="h-6 w-6 text-teal-700 dark:text-teal-400" />
          Hostelhub
        </Link>

        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end ?? false} className={desktopLinkClasses}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {user ? actions : null}
          {/* In the menu on a phone; a wrapper hides it, as the button's own classes set its display. */}
          <div className="hidden md:block">
            <LanguageSwitch />
          </div>
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            {status === 'loading' ? (
              <Skeleton className="h-9 w-9 rounded-full" />
            ) : user ? (
              <UserMenu user={user} onSignOut={signOut} />
            ) : (
              <>
                <Link
                  to={paths.auth.login.getHref()}
                  className={buttonVariants({ variant: 'ghost' })}
                >
                  {t('auth.signIn')}
                </Link>
                <Link to={paths.auth.signup.getHref()} className={buttonVariants()}>
                  {t('auth.signUp')}
                </Link>
              </>
            )}
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? t('menu.close') : t('menu.open')}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Menu aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
        </div>
      </div>

      {isMenuOpen ? (
        <div
          id={menuId}
          className="border-t border-slate-200 px-4 pt-2 pb-4 md:hidden dark:border-slate-800"
        >
          <nav aria-label={t('nav.mobile')}>
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end ?? false}
                    className={mobileLinkClasses}
                    onClick={closeMenu}
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
            <LanguageSwitch className="mb-2 w-full justify-start" />
            {user ? (
              <>
                <div className="flex items-center gap-3 px-3 pb-3">
                  <Avatar name={user.full_name} />
                  <div className="min-w-0">
                    <NameAndEmail name={user.full_name} email={user.email} />
                    <p className="text-xs font-medium text-teal-700 capitalize dark:text-teal-400">
                      {t(`role.${user.role}`)}
                    </p>
                  </div>
                </div>
                <ul className="space-y-1">
                  {getAccountItems(user.role).map(({ label, to, icon: Icon }) => (
                    <li key={label}>
                      <NavLink to={to} className={mobileLinkClasses} onClick={closeMenu}>
                        <Icon aria-hidden="true" className="h-4 w-4" />
                        {t(label)}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => void signOutFromMenu()}
                      className={mobileLinkClasses({ isActive: false }) + ' w-full'}
                    >
                      <LogOut aria-hidden="true" className="h-4 w-4" />
                      {t('account.signOut')}
                    </button>
                  </li>
                </ul>
              </>
            ) : status === 'signed-out' ? (
              <div className="grid grid-cols-2 gap-2">
                <Link
                  to={paths.auth.login.getHref()}
                  onClick={closeMenu}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  {t('auth.signIn')}
                </Link>
                <Link
                  to={paths.auth.signup.getHref()}
                  onClick={closeMenu}
                  className={buttonVariants()}
                >
                  {t('auth.signUp')}
                </Link>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </header>
  );
}
