import type { RegisterMoneyHooks } from '../dues/dues.types.ts';
import type { Notify } from '../notify/notify.service.ts';
import type { RegisterRepository } from './register.repository.ts';

/**
 * The CNIC's protection (issue 44 item 5; spec decision 26): AES-256-GCM ciphertexts that name
 * their key, and a keyed hash for exact search and duplicate checks (lib/resident-cipher.ts).
 */
export interface CnicCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  keyedHash(cnic: string): string;
  /** The current key's hash, then the previous key's during a rotation (search, duplicates). */
  keyedHashes(cnic: string): string[];
}

/** What the register's services are built from (services.ts hands them in). */
export interface RegisterServiceDeps {
  register: RegisterRepository;
  cipher: CnicCipher;
  notify: Notify;
  /** The hostels whose rooms' free beds changed: the browse read model and caches follow. */
  onRoomsChange: (hostelIds: string[]) => Promise<void>;
  /** Issue 45: the dues made at move-in and settled at move-out, in the same transaction. */
  money?: RegisterMoneyHooks;
  now?: () => Date;
}

/** How the caller works a hostel's register: its owner, or a staff member of it. */
export type RegisterRole = 'owner' | 'manager' | 'warden';
