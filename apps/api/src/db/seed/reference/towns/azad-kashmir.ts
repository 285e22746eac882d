import type { TownSeed } from './town-seed.ts';

/** The seeded areas of the cities of Azad Jammu and Kashmir; ../towns.ts says how they were chosen. */
// One area per line, grouped by city in the order of CITIES: first the areas, then the roads
// out of town, each 1.2 km from the centre towards the town it leads to.
// prettier-ignore
export const AZAD_KASHMIR_TOWNS: readonly TownSeed[] = [
  // Muzaffarabad
  { city: 'Muzaffarabad', name: 'Madina Market', latitude: 34.372, longitude: 73.472 },
  { city: 'Muzaffarabad', name: 'Domel', latitude: 34.362, longitude: 73.468 },
  { city: 'Muzaffarabad', name: 'Upper Chattar', latitude: 34.345, longitude: 73.485 },
  { city: 'Muzaffarabad', name: 'Chehla Bandi', latitude: 34.357, longitude: 73.48 },
  { city: 'Muzaffarabad', name: 'Plate', latitude: 34.377, longitude: 73.476 },
  { city: 'Muzaffarabad', name: 'Tariqabad', latitude: 34.383, longitude: 73.479 },
  { city: 'Muzaffarabad', name: 'Gojra', latitude: 34.388, longitude: 73.468 },
  { city: 'Muzaffarabad', name: 'Neelum Road', latitude: 34.393, longitude: 73.472 },

  // Mirpur
  { city: 'Mirpur', name: 'Sector F-1', latitude: 33.1505, longitude: 73.755 },
  { city: 'Mirpur', name: 'Sector F-3', latitude: 33.1442, longitude: 73.7582 },
  { city: 'Mirpur', name: 'Kotli Road', latitude: 33.158, longitude: 73.756 },
  { city: 'Mirpur', name: 'Dadyal Road', latitude: 33.1571, longitude: 73.7582 },

  // Kotli
  { city: 'Kotli', name: 'Mirpur Road', latitude: 33.5054, longitude: 73.8977 },
  { city: 'Kotli', name: 'Rawalakot Road', latitude: 33.5264, longitude: 73.9019 },

  // Rawalakot
  { city: 'Rawalakot', name: 'Khaigala', latitude: 33.83, longitude: 73.745 },
  { city: 'Rawalakot', name: 'Hajira Road', latitude: 33.8514, longitude: 73.7708 },

  // Bagh
  { city: 'Bagh', name: 'Rawalakot Road', latitude: 33.9696, longitude: 73.7753 },
  { city: 'Bagh', name: 'Dhirkot Road', latitude: 33.9857, longitude: 73.7654 },
];
