import type { TownSeed } from './town-seed.ts';

/** The seeded areas of the cities of Balochistan; ../towns.ts says how they were chosen. */
// One area per line, grouped by city in the order of CITIES: first the areas, then the roads
// out of town, each 1.2 km from the centre towards the town it leads to.
// prettier-ignore
export const BALOCHISTAN_TOWNS: readonly TownSeed[] = [
  // Quetta
  { city: 'Quetta', name: 'Satellite Town', latitude: 30.196, longitude: 67 },
  { city: 'Quetta', name: 'Jinnah Town', latitude: 30.21, longitude: 66.97 },
  { city: 'Quetta', name: 'Cantt', latitude: 30.22, longitude: 66.99 },
  { city: 'Quetta', name: 'Brewery Road', latitude: 30.2, longitude: 67 },
  { city: 'Quetta', name: 'Shahbaz Town', latitude: 30.215, longitude: 67.01 },
  { city: 'Quetta', name: 'Airport Road', latitude: 30.23, longitude: 66.95 },
  { city: 'Quetta', name: 'Sariab Road', latitude: 30.17, longitude: 66.995 },
  { city: 'Quetta', name: 'Zarghoon Road', latitude: 30.195, longitude: 67.01 },
  { city: 'Quetta', name: 'Model Town', latitude: 30.205, longitude: 67.01 },
  { city: 'Quetta', name: 'Hazara Town', latitude: 30.165, longitude: 66.935 },
  { city: 'Quetta', name: 'Marriabad', latitude: 30.21, longitude: 67.03 },

  // Turbat
  { city: 'Turbat', name: 'Main Bazaar', latitude: 26.0032, longitude: 63.045 },
  { city: 'Turbat', name: 'Airport Road', latitude: 25.99, longitude: 63.035 },

  // Khuzdar
  { city: 'Khuzdar', name: 'RCD Highway', latitude: 27.8119, longitude: 66.6142 },
  { city: 'Khuzdar', name: 'Main Bazaar', latitude: 27.8128, longitude: 66.6101 },

  // Gwadar
  { city: 'Gwadar', name: 'Marine Drive', latitude: 25.125, longitude: 62.315 },
  { city: 'Gwadar', name: 'New Town', latitude: 25.145, longitude: 62.33 },
  { city: 'Gwadar', name: 'Mulla Band', latitude: 25.123, longitude: 62.33 },

  // Hub
  { city: 'Hub', name: 'RCD Highway', latitude: 25.0494, longitude: 66.8994 },
  { city: 'Hub', name: 'Hub Industrial Trading Estate', latitude: 25.0404, longitude: 66.8845 },
  { city: 'Hub', name: 'Sakran Road', latitude: 25.0587, longitude: 66.8904 },

  // Uthal
  { city: 'Uthal', name: 'RCD Highway', latitude: 25.8072, longitude: 66.6239 },
];
