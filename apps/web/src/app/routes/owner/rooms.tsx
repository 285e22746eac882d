import { RoomManager } from '../../../features/rooms/components/room-manager';

export default function OwnerRoomsRoute() {
  return <RoomManager />;
}
