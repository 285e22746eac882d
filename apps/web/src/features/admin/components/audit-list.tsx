import { formatDateTime, type AuditEntry } from '@hostelhub/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuditLog } from '../api/admin-api';

const ACTION_LABELS: Record<string, string> = {
  'hostel.approve': 'approved a hostel',
  'hostel.reject': 'rejected a hostel',
  'owner.approve': 'approved an owner account',
  'owner.reject': 'rejected an owner account',
  'user.role': 'changed a role',
  'user.suspend': 'suspended a user',
  'user.reactivate': 'reactivated a user',
  'user.delete': 'deleted a user',
  'contact.status': 'updated a contact message',
  'contact.delete': 'deleted a contact message',
};

/** A record's before and after, for example 'pending → approved'. */
function change(entry: AuditEntry): string {
  const before = entry.before ? Object.values(entry.before).map(String).join(', ') : '';
  const after = entry.after ? Object.values(entry.after).map(String).join(', ') : '';
  if (before && after) return `${before} → ${after}`;
  return before || after;
}

/** 'Recent activity': the newest administrator actions, who did them and when. */
export function AuditList() {
  const audit = useAuditLog(10);
  return (
    <section aria-labelledby="recent-activity" className="space-y-3">
      <h2 id="recent-activity" className="text-lg font-semibold text-slate-900 dark:text-white">
        Recent activity
      </h2>
      {audit.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (audit.data?.length ?? 0) === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No administrator actions yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {audit.data?.map((entry) => (
            <li
              key={entry.id}
              className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
            >
              <span className="font-medium">{entry.actor?.full_name ?? 'A deleted admin'}</span>{' '}
              {ACTION_LABELS[entry.action] ?? entry.action}
              {change(entry) ? (
                <span className="text-slate-600 dark:text-slate-400"> ({change(entry)})</span>
              ) : null}
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {formatDateTime(entry.created_at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
