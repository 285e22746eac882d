import type { HostelStatus } from '@hostelhub/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';
import { listingsText } from '../i18n';

const tones: Record<HostelStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};
const labels = {
  pending: 'status.pending',
  approved: 'status.approved',
  rejected: 'status.rejected',
} as const satisfies Record<HostelStatus, string>;

/** A hostel's moderation state as a coloured badge. */
export function HostelStatusBadge({ status }: { status: HostelStatus }) {
  const t = useT(listingsText);
  return <Badge tone={tones[status]}>{t(labels[status])}</Badge>;
}
