import type { Bed, RoomBeds } from '@hostelhub/shared';

interface BedInput {
  id: string;
  roomId: string;
  label: string;
  position: number;
  markedTaken: boolean;
}
interface OccupantInput {
  id: string;
  bedId: string | null;
  fullName: string | null;
  leavingDate: string | null;
}
interface HoldInput {
  id: string;
  roomId: string;
  moveIn: string;
  studentName: string;
}
interface RoomInput {
  id: string;
  roomTitle: string | null;
  roomType: string;
  floorNumber: number | null;
  maxOccupancy: number;
  currentOccupancy: number;
  pricePerMonth: number;
}

/**
 * The bed map (issue 44 item 1; spec decision 24): each bed is occupied (a resident in it),
 * on notice (its resident leaves: free from the leaving date), marked taken (occupied without
 * a record), or free; the room's accepted reservations not yet moved in are shown on its
 * lowest free labels as reserved, earliest move-in first, and when no free bed is left, on a
 * bed on notice whose free date is on or before the move-in.
 */
export function bedMap(
  roomRows: readonly RoomInput[],
  bedRows: readonly BedInput[],
  occupants: readonly OccupantInput[],
  holds: readonly HoldInput[],
): RoomBeds[] {
  const byBed = new Map(occupants.map((occupant) => [occupant.bedId, occupant]));
  return roomRows.map((room) => {
    const mapped: Bed[] = bedRows
      .filter((bed) => bed.roomId === room.id)
      .sort((a, b) => a.position - b.position)
      .map((bed) => {
        const occupant = byBed.get(bed.id);
        const state = occupant
          ? occupant.leavingDate
            ? 'on_notice'
            : 'occupied'
          : bed.markedTaken
            ? 'marked_taken'
            : 'free';
        return {
          id: bed.id,
          label: bed.label,
          state,
          resident: occupant ? { id: occupant.id, full_name: occupant.fullName ?? '' } : null,
          reservation: null,
          free_from: occupant?.leavingDate ?? null,
          marked_taken: bed.markedTaken,
        };
      });
    for (const hold of holds.filter((candidate) => candidate.roomId === room.id)) {
      const reservation = { id: hold.id, student_name: hold.studentName, move_in: hold.moveIn };
      const free = mapped.find((bed) => bed.state === 'free');
      const leaving = mapped.find(
        (bed) =>
          bed.state === 'on_notice' &&
          bed.reservation === null &&
          (bed.free_from ?? '') <= hold.moveIn,
      );
      if (free) {
        free.state = 'reserved';
        free.reservation = reservation;
      } else if (leaving) leaving.reservation = reservation;
    }
    return {
      room_id: room.id,
      room_title: room.roomTitle,
      room_type: room.roomType,
      floor_number: room.floorNumber,
      max_occupancy: room.maxOccupancy,
      current_occupancy: room.currentOccupancy,
      price_per_month: room.pricePerMonth,
      beds: mapped,
    };
  });
}
