import type { DueStatus } from '@hostelhub/shared';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';
import { duesText } from '../i18n';
import { DUE_STATUS_LOOK } from '../utils/money-labels';

/** A due's status as a badge, and "Overdue" beside it when a balance is past the due date. */
export function DueStatusBadge({ status, overdue }: { status: DueStatus; overdue: boolean }) {
  const t = useT(duesText);
  const look = DUE_STATUS_LOOK[status];
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={look.tone}>{t(look.label)}</Badge>
      {overdue ? <Badge tone="red">{t('status.overdue')}</Badge> : null}
    </span>
  );
}
