import path from 'node:path';
import { BackupError, createBackup } from '../db/backup.ts';
import { usePrivateUmask } from '../db/private-files.ts';
import { loadSettingsOrExit } from '../settings.ts';

/**
 * `npm run backup -- DIRECTORY` (issue 30): backs up the database (pg_dump on a server, the
 * embedded one with the server stopped), the photos of the local storage, the generated
 * secret and the generated resident data key into the new DIRECTORY (db/backup.ts); says so
 * when RESIDENT_DATA_KEY comes from the environment and must be kept beside the backup
 * (issue 44 item 5). Exits 1 with one line when it cannot.
 */
const USAGE = 'Usage: npm run backup -- DIRECTORY (a new or empty directory)';

const [argument, ...rest] = process.argv.slice(2);
if (!argument || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs the script in apps/api: a relative DIRECTORY means where npm was started (as DATA_DIR).
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
// Issue 41 item 6: whatever the shell's umask, what this writes is private.
usePrivateUmask();
const settings = loadSettingsOrExit();
try {
  const manifest = await createBackup(settings, target);
  console.log(
    `Backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database, ${
      manifest.uploadFiles === null
        ? 'no photos (S3 storage)'
        : `${manifest.uploadFiles} photo files`
    }${manifest.jwtSecretFile ? ', the generated JWT secret' : ''}${
      manifest.residentDataKeyFile ? ', the generated resident data key' : ''
    } into ${target}.`,
  );
  if (!manifest.residentDataKeyFile) {
    console.log(
      `Residents' CNICs in it are encrypted under RESIDENT_DATA_KEY (key id ${manifest.residentDataKeyId ?? '?'}), which is set in the environment and not in the backup: keep that key with the backup, or they cannot be read after a restore.`,
    );
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
