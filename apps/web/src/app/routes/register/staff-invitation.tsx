import { useParams } from 'react-router';
import { StaffInvitationPage } from '../../../features/register/components/staff-invitation-page';

/** /staff-invitations/{token} (issue 44 item 4): an invitation to a hostel's staff; open to all. */
export default function StaffInvitationRoute() {
  const { token = '' } = useParams();
  return <StaffInvitationPage key={token} token={token} />;
}
