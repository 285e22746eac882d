import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { useAuth } from '../../../lib/auth';
import { AccountSummary } from './account-summary';

/** /profile: the signed-in user's own details. */
export function ProfilePage() {
  const { user } = useAuth();
  return (
    <ContentLayout title="My Profile" description="Your account details." width="narrow">
      {user ? (
        <AccountSummary user={user} />
      ) : (
        <Alert tone="info">Please log in to view your profile.</Alert>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Editing your phone number, city, university and gender opens with accounts in our next
        release.
      </p>
    </ContentLayout>
  );
}
