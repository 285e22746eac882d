import { PASSWORD_CHECKLIST } from '@hostelhub/shared';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';

/** The live four-rule checklist under every new-password field (part 1 section 5). */
/** The catalogue key of each rule of PASSWORD_CHECKLIST, in its order. */
const RULE_LABELS = [
  'password.rule.length',
  'password.rule.upper',
  'password.rule.lower',
  'password.rule.number',
] as const;

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const t = useT(componentsText);
  return (
    <ul
      id={id}
      aria-label={t('password.requirements')}
      className="grid gap-1 text-xs sm:grid-cols-2"
    >
      {PASSWORD_CHECKLIST.map((rule, index) => {
        const isMet = rule.test(password);
        return (
          <li
            key={rule.label}
            className={clsx(
              'flex items-center gap-1.5',
              isMet ? 'text-green-700 dark:text-green-400' : 'text-slate-500 dark:text-slate-400',
            )}
          >
            {isMet ? (
              <Check aria-hidden="true" className="h-3.5 w-3.5" />
            ) : (
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            )}
            {RULE_LABELS[index] ? t(RULE_LABELS[index]) : rule.label}
            <span className="sr-only">{isMet ? t('password.met') : t('password.notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
