import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RoomImageManager } from '../../../features/images/components/room-image-manager';
import { getMyHostelsQueryOptions } from '../../../features/listings/api/get-my-hostels';
import { OwnerRoomsPage } from '../../../features/rooms/components/owner-rooms-page';
import { useAuth } from '../../../lib/auth';

/**
 * /owner/rooms/{hostelId}: the rooms feature, with the images feature's photo manager. An
 * owner manages only the hostels of their own list (another owner's approved hostel loads
 * publicly, so the page asks the owner's list); admins manage any (issue 22 item 7).
 */
export default function OwnerRoomsRoute() {
  const { hostelId = '' } = useParams();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const myHostels = useQuery({ ...getMyHostelsQueryOptions(), enabled: !isAdmin });
  const isOwnHostel =
    isAdmin || myHostels.isError
      ? true
      : myHostels.data
        ? myHostels.data.some((hostel) => hostel.id === hostelId)
        : undefined;
  return (
    <OwnerRoomsPage
      key={hostelId}
      hostelId={hostelId}
      isOwnHostel={isOwnHostel}
      renderImageManager={(props) => <RoomImageManager {...props} />}
    />
  );
}
