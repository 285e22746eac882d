import { ADMIN_MESSAGES, isolate, type AdminHostel, type HostelStatus } from '@hostelhub/shared';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Pager } from '../../../components/ui/pager';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useLanguage, useSharedText, useT } from '../../../lib/i18n';
import { useAdminHostels } from '../api/get-admin-hostels';
import { useModerateHostel } from '../api/moderate-hostel';
import { adminText } from '../i18n';
import { HOSTEL_STATUS_KEYS } from '../utils/labels';
import { ApproveRejectActions } from './approve-reject-actions';

const STATUS_TONES: Record<HostelStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/**
 * What an approve or reject answered (part 2 section 8): the dashboard shows a success as a
 * toast and a failure in its alert.
 */
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
  const t = useT(adminText);
  const shared = useSharedText();
  const { calendarDate, monthlyPrice } = useFormatters();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const hostels = useAdminHostels(status, page);
  const moderateHostel = useModerateHostel();

  const moderate = (
    hostel: AdminHostel,
    next: 'approved' | 'rejected',
    reason?: string,
    onSettled?: () => void,
  ) => {
    moderateHostel.mutate(
      { id: hostel.id, status: next, ...(reason ? { reason } : {}) },
      {
        onSuccess: () =>
          onOutcome({
            tone: 'success',
            text: shared(
              next === 'approved' ? ADMIN_MESSAGES.hostelApproved : ADMIN_MESSAGES.hostelRejected,
            ),
          }),
        onError: (error) =>
          onOutcome({
            tone: 'error',
            // The reason after 'Failed to reject hostel: ' is 'Unknown error' without a text.
            text: `${shared(next === 'approved' ? ADMIN_MESSAGES.approveFailed : ADMIN_MESSAGES.rejectFailed)}: ${errorText(error, t('error.unknown'))}`,
          }),
        ...(onSettled ? { onSettled } : {}),
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
    return <EmptyState icon={Building2} title={shared(ADMIN_MESSAGES.noHostels)} />;
  }
  const totalPages = hostels.data?.total_pages ?? 1;

  return (
    <div className="space-y-4">
      <ul
        aria-label={t('hostels.list')}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
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
                    {t(HOSTEL_STATUS_KEYS[hostel.status])}
                  </Badge>
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {/* An English place keeps its order in Urdu; the price's figure and its word
                      stay together on one line (issue 40 item 2). */}
                  {isolate(
                    language,
                    [hostel.town, hostel.city].filter(Boolean).join(', ') || hostel.address,
                  )}
                  {' · '}
                  <span className="whitespace-nowrap">{monthlyPrice(hostel.price_range)}</span>
                </p>
                <p className="text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
                  {t('hostel.owner', { name: hostel.owner.full_name })}{' '}
                  <span className="text-slate-500 dark:text-slate-400">({hostel.owner.email})</span>
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {t('hostel.listed', { date: calendarDate(hostel.created_at) })}
                </p>
                {hostel.rejection_reason ? (
                  <p className="text-sm text-red-700 dark:text-red-400">
                    {t('hostel.reason', { reason: hostel.rejection_reason })}
                  </p>
                ) : null}
                {hostel.status === 'pending' ? (
                  <ApproveRejectActions
                    name={hostel.name}
                    isPending={moderateHostel.isPending}
                    rejectLabel={t('hostel.reject')}
                    onApprove={() => moderate(hostel, 'approved')}
                    onReject={(reason, close) => moderate(hostel, 'rejected', reason, close)}
                  />
                ) : null}
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <Pager
        label={t('hostels.pages')}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
    </div>
  );
}
