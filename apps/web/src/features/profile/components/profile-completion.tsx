import clsx from 'clsx';
import { CircleCheck, Circle } from 'lucide-react';
import { Card, CardBody } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { profileText } from '../i18n';

export interface CompletionItem {
  label: string;
  isDone: boolean;
}

/** The Profile Completion panel: each part done or not, and the share done. */
export function ProfileCompletion({ items }: { items: CompletionItem[] }) {
  const t = useT(profileText);
  const done = items.filter((item) => item.isDone).length;
  const percent = items.length === 0 ? 100 : Math.round((done / items.length) * 100);
  return (
    <Card>
      <CardBody className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold text-slate-900 dark:text-white">{t('completion.title')}</h2>
          <span className="text-sm font-medium text-teal-700 dark:text-teal-400">
            {t('completion.percent', { percent })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('completion.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        >
          <div className="h-full bg-teal-600" style={{ width: `${percent}%` }} />
        </div>
        <ul className="space-y-2 text-sm">
          {items.map((item) => (
            <li
              key={item.label}
              className={clsx(
                'flex items-center gap-2',
                item.isDone
                  ? 'text-green-700 dark:text-green-400'
                  : 'text-slate-600 dark:text-slate-400',
              )}
            >
              {item.isDone ? (
                <CircleCheck aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Circle aria-hidden="true" className="h-4 w-4" />
              )}
              {item.label}
              <span className="sr-only">
                {item.isDone ? t('completion.done') : t('completion.notDone')}
              </span>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
