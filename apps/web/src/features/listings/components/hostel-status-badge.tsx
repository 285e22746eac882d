import type { HostelStatus } from '@hostelhub/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<HostelStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};
const labels: Record<HostelStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A hostel's moderation state as a coloured badge. */
export function HostelStatusBadge({ status }: { status: HostelStatus }) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
