import { Avatar } from '../ui/avatar';
import { LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';
import { getAccountItems } from './nav-items';
import type { AuthUser } from '../../lib/auth';
import { NameAndEmail } from '../ui/name-and-email';

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The signed-in user's menu: who they are, Dashboard, Profile, Settings, Sign out. */
export function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => Promise<void> }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const t = useT(componentsText);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  const close = () => setIsOpen(false);
  const signOut = async () => {
    close();
    // Leave first, so a protected page does not bounce to /login as the session ends.
    await navigate(paths.home.getHref());
    await onSignOut();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('account.menuFor', { name: user.full_name })}
        onClick={() => setIsOpen((open) => !open)}
        className="rounded-full"
      >
        <Avatar name={user.full_name} />
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute end-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 pt-1 pb-3 dark:border-slate-800">
            <NameAndEmail name={user.full_name} email={user.email} />
            <p className="mt-1 text-xs font-medium text-teal-700 capitalize dark:text-teal-400">
              {t(`role.${user.role}`)}
            </p>
          </div>
          <ul className="pt-2">
            {getAccountItems(user.role).map(({ label, to, icon: Icon }) => (
              <li key={label}>
                <Link to={to} onClick={close} className={itemClasses}>
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {t(label)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => void signOut()} className={itemClasses}>
                <LogOut aria-hidden="true" className="h-4 w-4" />
                {t('account.signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
