import { maskCnic, REGISTER_MESSAGES } from '@hostelhub/shared';
import { conflict, fieldError } from './register-access.service.ts';
import type { RegisterQueries } from './register.repository.ts';
import type { CnicCipher } from './register.types.ts';

/**
 * Putting a resident into a bed and keeping their CNIC (issue 44 items 2, 3 and 5): the two
 * steps every add and move share, inside the caller's transaction.
 */
export function residentPlacement(cipher: CnicCipher) {
  /**
   * Places a newcomer into `bedId` (or the room's first empty bed) after locking the room: a
   * bed marked taken becomes theirs (the record replaces the mark); an empty unmarked bed needs
   * a free place in the room (`needsPlace`: not when an accepted reservation of the room
   * turns into this resident). Throws CONFLICT when none is left or the bed was just taken.
   */
  async function placeInBed(
    queries: RegisterQueries,
    roomId: string,
    bedId: string | undefined,
    needsPlace: boolean,
  ): Promise<string> {
    const free = await queries.lockRoom(roomId, null);
    if (free === null) throw fieldError('room_id', REGISTER_MESSAGES.roomRequired);
    const empty = await queries.emptyBeds(roomId);
    let bed = bedId ? empty.find((candidate) => candidate.id === bedId) : undefined;
    if (bedId && !bed) {
      const named = await queries.findBed(bedId);
      if (!named || named.roomId !== roomId) {
        throw fieldError('bed_id', REGISTER_MESSAGES.bedNotInRoom);
      }
      throw conflict(REGISTER_MESSAGES.bedTaken);
    }
    if (!bed) {
      bed = needsPlace ? empty.find((candidate) => !candidate.markedTaken) : empty[0];
      bed ??= empty[0];
    }
    if (!bed) throw conflict(REGISTER_MESSAGES.noFreeBed);
    if (bed.markedTaken) await queries.updateBed(bed.id, { markedTaken: false });
    else if (needsPlace && free <= 0) throw conflict(REGISTER_MESSAGES.noFreeBed);
    return bed.id;
  }

  /** Checks a CNIC against the hostel's other residents; answers its stored columns. */
  async function cnicColumns(
    queries: RegisterQueries,
    hostelId: string,
    cnic: string | null,
    exceptId?: string,
  ) {
    if (!cnic) return { cnicCiphertext: null, cnicHash: null, cnicMasked: null };
    const cnicHash = cipher.keyedHash(cnic);
    if (await queries.cnicInUse(hostelId, cipher.keyedHashes(cnic), exceptId)) {
      throw conflict(REGISTER_MESSAGES.duplicateCnic);
    }
    return { cnicCiphertext: cipher.encrypt(cnic), cnicHash, cnicMasked: maskCnic(cnic) };
  }

  return { placeInBed, cnicColumns };
}
