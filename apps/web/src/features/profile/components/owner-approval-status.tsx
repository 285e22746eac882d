import type { OwnerApprovalStatus } from '@hostelhub/shared';
import { AUTH_MESSAGES } from '@hostelhub/shared';
import { Alert } from '../../../components/ui/alert';

/** The owner account's review state (product decision 4): pending approval, approved, rejected. */
export function OwnerApprovalStatusNotice({
  status,
}: {
  status: OwnerApprovalStatus | null | undefined;
}) {
  if (status === 'pending') {
    return (
      <Alert tone="info" title={AUTH_MESSAGES.ownerPendingApproval}>
        Account status: pending approval. Our team reviews new owner accounts within 24-48 hours;
        you can add listings once it is approved.
      </Alert>
    );
  }
  if (status === 'approved') {
    return (
      <Alert tone="success" title="Account status: approved">
        Your owner account is approved. You can create and manage your listings.
      </Alert>
    );
  }
  if (status === 'rejected') {
    return (
      <Alert tone="error" title="Account status: rejected">
        Your owner account was not approved. Please contact us through the contact page if you think
        this is a mistake.
      </Alert>
    );
  }
  return null;
}
