import path from 'node:path';
import { BackupError, restoreBackup } from '../db/backup.ts';
import { usePrivateUmask } from '../db/private-files.ts';
import { residentKeyId } from '../lib/resident-cipher.ts';
import { loadSettingsOrExit, type Settings } from '../settings.ts';

/**
 * `npm run restore -- DIRECTORY` (issue 30): restores a backup made by `npm run backup` into
 * the empty database and the DATA_DIR the settings name (db/backup.ts); the next start migrates
 * it forward. Exits 1 with one line when it cannot (not a backup, a database that is not
 * empty, the other kind of database). Warns when the resident data key the next start will
 * use is not the one the backup's CNICs were encrypted under (issue 44 item 5).
 */
const USAGE = 'Usage: npm run restore -- DIRECTORY (made by npm run backup)';

const [argument, ...rest] = process.argv.slice(2);
if (!argument || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs the script in apps/api: a relative DIRECTORY means where npm was started (as DATA_DIR).
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
// Issue 41 item 6: whatever the shell's umask, what this writes is private.
usePrivateUmask();
const settings = loadSettingsOrExit();
try {
  const manifest = await restoreBackup(settings, source);
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database${
      manifest.uploadFiles === null ? '' : `, ${manifest.uploadFiles} photo files`
    }). Start the server to use it.`,
  );
  const needed = manifest.residentDataKeyId;
  if (needed && !residentKeysOf(loadSettingsOrExit()).includes(needed)) {
    console.warn(
      `Warning: the residents' CNICs in this backup are encrypted under the resident data key ${needed}, and RESIDENT_DATA_KEY here is another key: set RESIDENT_DATA_KEY (or RESIDENT_DATA_KEY_PREVIOUS) to the backup's key before starting the server.`,
    );
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}

/** The ids of the resident data keys settings can read: the current one and the previous one. */
function residentKeysOf(loaded: Settings): string[] {
  const keys = [loaded.residentDataKey, loaded.residentDataKeyPrevious];
  return keys.flatMap((key) => (key ? [residentKeyId(key)] : []));
}
