import type { ResidentHistory as HistoryRow } from '@hostelhub/shared';
import { useFormatters, useT } from '../../../lib/i18n';
import { registerText } from '../i18n';
import { RESIDENT_EVENT_LABEL } from '../utils/bed-states';
import { FIELD_LABEL } from '../utils/field-labels';

/**
 * A resident's history in the register (issue 44 item 5): what happened, the fields' names
 * (never their values), who did it and when, newest first.
 */
export function ResidentHistory({ history }: { history: HistoryRow[] }) {
  const t = useT(registerText);
  const format = useFormatters();
  return (
    <section aria-labelledby="resident-history" className="space-y-3">
      <h2 id="resident-history" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('history.heading')}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('history.empty')}</p>
      ) : (
        <ol className="space-y-2 border-s-2 border-slate-200 ps-4 dark:border-slate-700">
          {history.map((row) => (
            <li key={row.id} className="text-sm">
              <p className="font-medium text-slate-900 dark:text-white">
                {t(RESIDENT_EVENT_LABEL[row.event])}
              </p>
              {row.fields.length > 0 ? (
                <p className="text-slate-700 dark:text-slate-300">
                  {t('history.fields', {
                    list: format.list(
                      row.fields.map((field) => {
                        const key = FIELD_LABEL[field];
                        return key ? t(key) : field;
                      }),
                    ),
                  })}
                </p>
              ) : null}
              <p className="text-slate-600 dark:text-slate-400">
                {t('history.by', {
                  name: row.actor.full_name,
                  time: format.dateTime(row.created_at),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
