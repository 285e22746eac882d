import { PASSWORD_CHECKLIST } from '@hostelhub/shared';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';

/** The live four-rule checklist under every new-password field (part 1 section 5). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1 text-xs sm:grid-cols-2">
      {PASSWORD_CHECKLIST.map((rule) => {
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
            {rule.label}
            <span className="sr-only">{isMet ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
