import { useParams } from 'react-router';
import { OwnerRoomsPage } from '../../../features/rooms/components/owner-rooms-page';

export default function OwnerRoomsRoute() {
  const { hostelId = '' } = useParams();
  return <OwnerRoomsPage key={hostelId} hostelId={hostelId} />;
}
