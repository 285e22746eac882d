import type { TownSeed } from './town-seed.ts';

/** The seeded areas of the cities of Gilgit-Baltistan; ../towns.ts says how they were chosen. */
// One area per line, grouped by city in the order of CITIES: first the areas, then the roads
// out of town, each 1.2 km from the centre towards the town it leads to.
// prettier-ignore
export const GILGIT_BALTISTAN_TOWNS: readonly TownSeed[] = [
  // Gilgit
  { city: 'Gilgit', name: 'Jutial', latitude: 35.905, longitude: 74.345 },
  { city: 'Gilgit', name: 'Konodas', latitude: 35.93, longitude: 74.33 },
  { city: 'Gilgit', name: 'Kashrote', latitude: 35.925, longitude: 74.3 },
  { city: 'Gilgit', name: 'Sonikot', latitude: 35.917, longitude: 74.32 },
  { city: 'Gilgit', name: 'Khomer', latitude: 35.925, longitude: 74.315 },
  { city: 'Gilgit', name: 'Danyore', latitude: 35.93, longitude: 74.375 },
  { city: 'Gilgit', name: 'Zulfiqarabad', latitude: 35.905, longitude: 74.37 },

  // Skardu
  { city: 'Skardu', name: 'Yadgar Chowk', latitude: 35.297, longitude: 75.633 },
  { city: 'Skardu', name: 'Naya Bazaar', latitude: 35.299, longitude: 75.628 },
  { city: 'Skardu', name: 'Sadpara Road', latitude: 35.2865, longitude: 75.631 },
  { city: 'Skardu', name: 'Airport Road', latitude: 35.2999, longitude: 75.6205 },
];
