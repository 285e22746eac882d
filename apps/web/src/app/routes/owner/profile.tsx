import { OwnerProfilePage } from '../../../features/profile/components/owner-profile-page';

export default function OwnerProfileRoute() {
  return <OwnerProfilePage />;
}
