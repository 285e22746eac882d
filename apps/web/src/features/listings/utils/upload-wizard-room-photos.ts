import { WizardRoomSchema, type Room, type WizardRoomInput } from '@hostelhub/shared';
import type { PickedPhotoSet } from '../../../components/photo-picker';
import { errorText } from '../../../lib/error-text';
import { uploadImageFile } from '../../../lib/upload-image';

/** The fields that tell the created rooms apart (the answer lists them cheapest first). */
function signature(room: {
  room_title: string | null;
  room_type: string;
  price_per_month: number;
  floor_number: number | null;
  max_occupancy: number;
}): string {
  return JSON.stringify([
    room.room_title?.trim() ?? '',
    room.room_type,
    room.price_per_month,
    room.floor_number,
    room.max_occupancy,
  ]);
}

/** The page-language words of a failure text (the caller's catalogue, issue 24). */
export interface RoomPhotoFailureWords {
  /** 'Room "{title}": Invalid file "{file}": {reason}'. */
  failure: (values: { title: string; file: string; reason: string }) => string;
  /** The title of a room that has none: 'Room {number}'. */
  untitled: (number: number) => string;
  /** 'Failed to upload image. …' in the page's language. */
  uploadFailed: string;
}

/**
 * Issue 22 item 18: uploads each wizard room's photos to POST /api/images/rooms/{id} (the
 * room form's path, `is_primary` and `display_order` as it sends them) once the hostel and its
 * rooms are saved. `created` is the saved hostel's rooms; each wizard room is matched to one by
 * its title, type, price, floor and occupancy (identical rooms are interchangeable). Resolves
 * with a text per failed photo, 'Room "{title}": Invalid file "{file}": {reason}'; empty when
 * every photo was uploaded.
 */
export async function uploadWizardRoomPhotos(
  created: readonly Room[],
  rooms: readonly WizardRoomInput[],
  roomPhotos: readonly PickedPhotoSet[],
  words: RoomPhotoFailureWords,
): Promise<string[]> {
  const unused = [...created];
  const failures: string[] = [];
  for (const [index, input] of rooms.entries()) {
    const set = roomPhotos[index];
    if (!set || set.photos.length === 0) continue;
    const parsed = WizardRoomSchema.safeParse(input);
    const title = parsed.success ? parsed.data.room_title : words.untitled(index + 1);
    const at = parsed.success
      ? unused.findIndex((room) => signature(room) === signature(parsed.data))
      : -1;
    const [room] = at >= 0 ? unused.splice(at, 1) : [];
    for (const [order, photo] of set.photos.entries()) {
      const fail = (reason: string) =>
        failures.push(words.failure({ title, file: photo.file.name, reason }));
      if (!room) {
        fail(words.uploadFailed);
        continue;
      }
      try {
        await uploadImageFile(`/api/images/rooms/${encodeURIComponent(room.id)}`, photo.file, {
          is_primary: String(photo.key === set.primaryKey),
          display_order: String(order),
        });
      } catch (error) {
        fail(errorText(error, words.uploadFailed));
      }
    }
  }
  return failures;
}
