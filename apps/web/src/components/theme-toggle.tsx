import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../lib/theme';
import { Button } from './ui/button';
import { useT } from '../lib/i18n';
import { componentsText } from './i18n';

/** Light/dark switch; its name says what pressing it does. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const t = useT(componentsText);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={toggleTheme}
      className={className}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Moon aria-hidden="true" className="h-5 w-5" />
      )}
    </Button>
  );
}
