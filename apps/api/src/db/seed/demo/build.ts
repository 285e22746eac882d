/**
 * Builds every demo row in memory from one seeded generator: people first, then the hostels
 * city by city. The order of the builders is the order of the draws, so keep it.
 */
import { DAY_MS, type DemoData } from './context.ts';
import { addHostels } from './hostels.ts';
import { addPeople } from './people.ts';
import { Random } from './random.ts';
import type { Reference } from './reference.ts';

export function buildDemoData(reference: Reference, passwordHash: string, now: number): DemoData {
  const random = new Random(20_260_101);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const data: DemoData = {
    users: [],
    hostels: [],
    hostelFacilities: [],
    messInfo: [],
    rooms: [],
    hostelImages: [],
    roomImages: [],
    verifiedPhones: [],
  };
  const context = { random, now, at, data };
  const owners = addPeople(context, reference, passwordHash);
  addHostels(context, reference, owners);
  return data;
}
