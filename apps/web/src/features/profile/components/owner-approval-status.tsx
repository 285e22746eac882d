import type { OwnerApprovalStatus } from '@hostelhub/shared';
import { AUTH_MESSAGES } from '@hostelhub/shared';
import { Alert } from '../../../components/ui/alert';
import { useSharedText, useT } from '../../../lib/i18n';
import { profileText } from '../i18n';

/** The owner account's review state (product decision 4): pending approval, approved, rejected. */
export function OwnerApprovalStatusNotice({
  status,
}: {
  status: OwnerApprovalStatus | null | undefined;
}) {
  const t = useT(profileText);
  const sharedText = useSharedText();
  if (status === 'pending') {
    return (
      <Alert tone="info" title={sharedText(AUTH_MESSAGES.ownerPendingApproval)}>
        {t('approval.pending')}
      </Alert>
    );
  }
  if (status === 'approved') {
    return (
      <Alert tone="success" title={t('approval.approvedTitle')}>
        {t('approval.approved')}
      </Alert>
    );
  }
  if (status === 'rejected') {
    return (
      <Alert tone="error" title={t('approval.rejectedTitle')}>
        {t('approval.rejected')}
      </Alert>
    );
  }
  return null;
}
