import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { useAuth } from '../../../lib/auth';
import { AccountSummary } from './account-summary';

/** /owner/profile, "Hostel Owner Profile" (part 2 section 2). */
export function OwnerProfilePage() {
  const { user } = useAuth();
  return (
    <ContentLayout
      title="Hostel Owner Profile"
      description="Your details and the verified business phone numbers students see."
      width="narrow"
    >
      {user ? (
        <AccountSummary user={user} />
      ) : (
        <Alert tone="info">Please log in to view your profile.</Alert>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Editing your details and verifying up to 3 business phone numbers open with owner accounts
        in our next release.
      </p>
    </ContentLayout>
  );
}
