import { prepareDatabase } from '../db/prepare.ts';
import { makeTreePrivate, usePrivateUmask } from '../db/private-files.ts';
import { loadSettingsOrExit } from '../settings.ts';

/** `npm run db:migrate`: applies pending migrations and seeds reference data, then exits. */
// Issue 41 item 6: the embedded database's files stay private (PGlite makes them 0666).
usePrivateUmask();
const settings = loadSettingsOrExit();
const { database, reference } = await prepareDatabase(settings);
await database.close();
await makeTreePrivate(settings.dataDir);
console.log(
  `Migrated ${database.kind === 'postgres' ? 'the PostgreSQL server' : 'the embedded database'}; reference data: ${reference.cities} cities, ${reference.towns} towns, ${reference.universities} universities, ${reference.facilities} facilities, ${reference.roomTypes} room types.`,
);
