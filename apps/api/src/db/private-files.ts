import { chmod, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Keeping DATA_DIR and backups private (issue 41 item 6). They hold password hashes, emails,
 * phones, chats and photos: nobody but the account that runs Hostelhub may read them,
 * whatever the umask of the shell that started it.
 */

/** The process umask of the server and every script: new files 0600, new directories 0700. */
export const PRIVATE_UMASK = 0o077;
/** The mode of a private directory (and of DATA_DIR and a backup directory themselves). */
export const PRIVATE_DIR_MODE = 0o700;
/** The mode of a private file. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Sets the process umask to PRIVATE_UMASK, so every file and directory the process creates
 * from then on (the uploads, the outbox, a backup) is private. PGlite ignores it (its files are
 * created 0666), which is why makeTreePrivate also runs after the database is open. Call it
 * first thing in a process entry (the server, a script), never inside a library.
 */
export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Makes `root` and everything under it private: directories 0700, files 0600 (symbolic links
 * are left alone; a missing `root` is nothing to do). Returns the paths it could not change
 * (say a file another account owns, or a read-only mount), so the caller can warn; any other
 * error is thrown. About 1,000 files for the embedded database: a few milliseconds.
 */
export async function makeTreePrivate(root: string): Promise<string[]> {
  const refused: string[] = [];
  const change = async (target: string, mode: number) => {
    try {
      await chmod(target, mode);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'ENOENT') return;
      if (code === 'EPERM' || code === 'EACCES' || code === 'EROFS') refused.push(target);
      else throw error;
    }
  };
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return refused;
    throw error;
  }
  await change(root, PRIVATE_DIR_MODE);
  for (const entry of entries) {
    const target = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await change(target, PRIVATE_DIR_MODE);
    else if (entry.isFile()) await change(target, PRIVATE_FILE_MODE);
  }
  return refused;
}
