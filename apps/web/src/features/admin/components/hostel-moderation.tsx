import {
  ADMIN_MESSAGES,
  formatCalendarDate,
  formatMonthlyPrice,
  type AdminHostel,
  type HostelStatus,
} from '@hostelhub/shared';
import { Building2, Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Card, CardBody } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { useAdminActions, useAdminHostels } from '../api/admin-api';

const STATUS_TONES: Record<HostelStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/** What an approve or reject answered, for the section 8 alert. */
export interface ModerationOutcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The hostel grid of the admin dashboard (part 2 section 2): every hostel or one status (the
 * section's ?status= chooses, issue 22 item 8), each with its owner; pending ones carry Approve
 * and Reject (with an optional reason the owner sees).
 */
export function HostelModeration({
  status,
  onOutcome,
}: {
  status: HostelStatus | undefined;
  onOutcome: (outcome: ModerationOutcome) => void;
}) {
  const [page, setPage] = useState(1);
  const hostels = useAdminHostels(status, page);
  const { moderateHostel } = useAdminActions();
  const [rejecting, setRejecting] = useState<AdminHostel | null>(null);

  const moderate = (hostel: AdminHostel, next: 'approved' | 'rejected', reason?: string) => {
    moderateHostel.mutate(
      { id: hostel.id, status: next, ...(reason ? { reason } : {}) },
      {
        onSuccess: () =>
          onOutcome({
            tone: 'success',
            text:
              next === 'approved' ? ADMIN_MESSAGES.hostelApproved : ADMIN_MESSAGES.hostelRejected,
          }),
        onError: (error) =>
          onOutcome({
            tone: 'error',
            text: `${next === 'approved' ? ADMIN_MESSAGES.approveFailed : ADMIN_MESSAGES.rejectFailed}: ${error.message}`,
          }),
        onSettled: () => setRejecting(null),
      },
    );
  };

  if (hostels.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-48 w-full" />
        ))}
      </div>
    );
  }
  const list = hostels.data?.hostels ?? [];
  if (list.length === 0) {
    return <EmptyState icon={Building2} title={ADMIN_MESSAGES.noHostels} />;
  }
  const totalPages = hostels.data?.total_pages ?? 1;

  return (
    <div className="space-y-4">
      <ul aria-label="Hostels" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((hostel) => (
          <li key={hostel.id} className="min-w-0">
            <Card className="h-full">
              <CardBody className="space-y-3 p-4 sm:p-4">
                {hostel.image_url ? (
                  <img
                    src={hostel.image_url}
                    alt=""
                    loading="lazy"
                    className="h-32 w-full rounded-lg object-cover"
                  />
                ) : null}
                <div className="flex items-start justify-between gap-2">
                  <h3 className="min-w-0 font-semibold wrap-anywhere text-slate-900 dark:text-white">
                    {hostel.name}
                  </h3>
                  <Badge tone={STATUS_TONES[hostel.status]} className="capitalize">
                    {hostel.status}
                  </Badge>
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {[hostel.town, hostel.city].filter(Boolean).join(', ') || hostel.address}
                  {' · '}
                  {formatMonthlyPrice(hostel.price_range)}
                </p>
                <p className="text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
                  Owner: {hostel.owner.full_name}{' '}
                  <span className="text-slate-500 dark:text-slate-400">({hostel.owner.email})</span>
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  Listed {formatCalendarDate(hostel.created_at)}
                </p>
                {hostel.rejection_reason ? (
                  <p className="text-sm text-red-700 dark:text-red-400">
                    Reason: {hostel.rejection_reason}
                  </p>
                ) : null}
                {hostel.status === 'pending' ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      onClick={() => moderate(hostel, 'approved')}
                      disabled={moderateHostel.isPending}
                      aria-label={`Approve ${hostel.name}`}
                    >
                      <Check aria-hidden="true" className="h-4 w-4" />
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRejecting(hostel)}
                      disabled={moderateHostel.isPending}
                      aria-label={`Reject ${hostel.name}`}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                      Reject
                    </Button>
                  </div>
                ) : null}
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <Pager label="Hostel pages" page={page} totalPages={totalPages} onPageChange={setPage} />
      <ReasonDialog
        title={rejecting ? `Reject ${rejecting.name}` : ''}
        open={rejecting !== null}
        isPending={moderateHostel.isPending}
        confirmLabel="Reject Hostel"
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) moderate(rejecting, 'rejected', reason);
        }}
      />
    </div>
  );
}

/**
 * Asks for an optional reason before a rejection (hostel or owner account). Closing it (X,
 * Escape, Cancel) with a reason typed asks "Discard changes?" first (issue 22 item 9).
 */
export function ReasonDialog({
  title,
  open,
  isPending,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  title: string;
  open: boolean;
  isPending: boolean;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  const discard = useDiscardGuard(reason.trim() !== '');
  const cancel = () =>
    discard.request(() => {
      setReason('');
      onCancel();
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={isPending}
            onClick={() => {
              onConfirm(reason.trim());
              setReason('');
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Field id={id} label="Reason (optional)" hint="The owner sees it.">
        {(props) => (
          <Textarea
            {...props}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      {discard.dialog}
    </Dialog>
  );
}
