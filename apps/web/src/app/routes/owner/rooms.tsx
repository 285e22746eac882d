import { useParams } from 'react-router';
import { RoomImageManager } from '../../../features/images/components/room-image-manager';
import { OwnerRoomsPage } from '../../../features/rooms/components/owner-rooms-page';

/** /owner/rooms/{hostelId}: the rooms feature, with the images feature's photo manager. */
export default function OwnerRoomsRoute() {
  const { hostelId = '' } = useParams();
  return (
    <OwnerRoomsPage
      key={hostelId}
      hostelId={hostelId}
      renderImageManager={(props) => <RoomImageManager {...props} />}
    />
  );
}
