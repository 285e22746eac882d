import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters, useT } from '../../../lib/i18n';
import { useAuditLog } from '../api/get-audit-log';
import { adminText } from '../i18n';
import { auditSentence } from '../utils/audit-sentence';
import { AdminRowList } from './admin-table';

/**
 * 'Recent activity': the newest administrator actions, each written as a sentence ("Admin
 * Ayesha Khan rejected the hostel 'Al-Noor': Duplicate of your other listing"), with when
 * (issue 22 item 8).
 */
export function AuditList() {
  const t = useT(adminText);
  const { dateTime } = useFormatters();
  const audit = useAuditLog(10);
  return (
    <section aria-labelledby="recent-activity" className="min-w-0 space-y-3">
      <h2 id="recent-activity" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('activity.heading')}
      </h2>
      {audit.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : audit.isError ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('activity.loadFailed')}</p>
      ) : audit.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('activity.none')}</p>
      ) : (
        <AdminRowList
          label={t('activity.list')}
          ordered
          variant="compact"
          className="text-sm"
          rowClassName="wrap-anywhere"
          rows={audit.data}
          rowKey={(entry) => entry.id}
          renderRow={(entry) => (
            <>
              {auditSentence(entry, t)}
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                <time dateTime={entry.created_at}>{dateTime(entry.created_at)}</time>
              </span>
            </>
          )}
        />
      )}
    </section>
  );
}
