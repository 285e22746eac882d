import { existsSync } from 'node:fs';
import path from 'node:path';
import { prepareDatabase } from '../db/prepare.ts';
import { makeTreePrivate, usePrivateUmask } from '../db/private-files.ts';
import { rotateResidentKey } from '../db/resident-key-rotation.ts';
import { createResidentCipher, ResidentCipherError } from '../lib/resident-cipher.ts';
import { loadSettingsOrExit } from '../settings.ts';

/**
 * `npm run rotate-resident-key` (issue 44 item 5; docs/decisions/040): with the new key in
 * RESIDENT_DATA_KEY and the old one in RESIDENT_DATA_KEY_PREVIOUS, re-encrypts every resident
 * CNIC still under another key, 500 rows per transaction (db/resident-key-rotation.ts), and
 * says how many. Runs beside a server on PostgreSQL; the embedded database needs the server
 * stopped. Exits 1 with one line when RESIDENT_DATA_KEY_PREVIOUS is unset or a row is under a
 * key neither setting holds.
 */

// Issue 41 item 6: the embedded database's files stay private (PGlite makes them 0666).
usePrivateUmask();
const settings = loadSettingsOrExit();
if (!settings.residentDataKeyPrevious) {
  console.error(
    'RESIDENT_DATA_KEY_PREVIOUS: required to rotate; set it to the old key and RESIDENT_DATA_KEY to the new one, then run npm run rotate-resident-key again.',
  );
  process.exit(1);
}
const embeddedDir = path.join(settings.dataDir, 'db');
if (!settings.databaseUrl && existsSync(path.join(embeddedDir, 'postmaster.pid'))) {
  console.error(
    `The embedded database in ${embeddedDir} is open (postmaster.pid): stop the server first.`,
  );
  process.exit(1);
}
const cipher = createResidentCipher({
  key: settings.residentDataKey,
  previousKey: settings.residentDataKeyPrevious,
});
const { database } = await prepareDatabase(settings);
try {
  const result = await rotateResidentKey(database.db, cipher);
  console.log(
    `Re-encrypted ${result.reencrypted} resident ${result.reencrypted === 1 ? 'row' : 'rows'} under key ${cipher.keyId}.${
      result.remaining > 0
        ? ` ${result.remaining} were busy (locked by other work): run it again to finish them.`
        : ' Every row is under it now: RESIDENT_DATA_KEY_PREVIOUS may be removed.'
    }`,
  );
} catch (error) {
  if (!(error instanceof ResidentCipherError)) throw error;
  console.error(`Rotation stopped: ${error.message}. Rows re-encrypted so far stay done.`);
  process.exitCode = 1;
} finally {
  await database.close();
  if (!settings.databaseUrl) await makeTreePrivate(settings.dataDir);
}
