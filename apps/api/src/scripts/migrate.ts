import { prepareDatabase } from '../db/prepare.ts';
import { loadSettingsOrExit } from '../settings.ts';

/** `npm run db:migrate`: applies pending migrations and seeds reference data, then exits. */
const settings = loadSettingsOrExit();
const { database, reference } = await prepareDatabase(settings);
await database.close();
console.log(
  `Migrated ${database.kind === 'postgres' ? 'the PostgreSQL server' : 'the embedded database'}; reference data: ${reference.cities} cities, ${reference.towns} towns, ${reference.universities} universities, ${reference.facilities} facilities, ${reference.roomTypes} room types.`,
);
