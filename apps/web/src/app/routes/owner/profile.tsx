import { BusinessPhonesCard } from '../../../features/phones/components/business-phones-card';
import { OwnerProfilePage } from '../../../features/profile/components/owner-profile-page';

/** /owner/profile: the owner's details with their verified business numbers (issue 8). */
export default function OwnerProfileRoute() {
  return <OwnerProfilePage businessPhones={<BusinessPhonesCard />} />;
}
