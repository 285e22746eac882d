import { formatDateTime } from '@hostelhub/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuditLog } from '../api/get-audit-log';
import { auditSentence } from '../utils/audit-sentence';
import { AdminRowList } from './admin-table';

/**
 * 'Recent activity': the newest administrator actions, each written as a sentence ("Admin
 * Ayesha Khan rejected the hostel 'Al-Noor': Duplicate of your other listing"), with when
 * (issue 22 item 8).
 */
export function AuditList() {
  const audit = useAuditLog(10);
  return (
    <section aria-labelledby="recent-activity" className="min-w-0 space-y-3">
      <h2 id="recent-activity" className="text-lg font-semibold text-slate-900 dark:text-white">
        Recent activity
      </h2>
      {audit.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : audit.isError ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The recent activity could not be loaded.
        </p>
      ) : audit.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No administrator actions yet.</p>
      ) : (
        <AdminRowList
          label="Recent administrator actions"
          ordered
          variant="compact"
          className="text-sm"
          rowClassName="wrap-anywhere"
          rows={audit.data}
          rowKey={(entry) => entry.id}
          renderRow={(entry) => (
            <>
              {auditSentence(entry)}
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </span>
            </>
          )}
        />
      )}
    </section>
  );
}
