import type { TownSeed } from './town-seed.ts';

/** The seeded areas of the cities of the Islamabad Capital Territory; ../towns.ts says how they were chosen. */
// One area per line, grouped by city in the order of CITIES: first the areas, then the roads
// out of town, each 1.2 km from the centre towards the town it leads to.
// prettier-ignore
export const ISLAMABAD_TOWNS: readonly TownSeed[] = [
  // Islamabad
  { city: 'Islamabad', name: 'F-6', latitude: 33.729, longitude: 73.077 },
  { city: 'Islamabad', name: 'F-7', latitude: 33.7215, longitude: 73.058 },
  { city: 'Islamabad', name: 'F-8', latitude: 33.71, longitude: 73.038 },
  { city: 'Islamabad', name: 'F-10', latitude: 33.695, longitude: 73.013 },
  { city: 'Islamabad', name: 'F-11', latitude: 33.685, longitude: 72.988 },
  { city: 'Islamabad', name: 'E-11', latitude: 33.697, longitude: 72.975 },
  { city: 'Islamabad', name: 'G-6', latitude: 33.7075, longitude: 73.0875 },
  { city: 'Islamabad', name: 'G-9', latitude: 33.687, longitude: 73.03 },
  { city: 'Islamabad', name: 'G-10', latitude: 33.675, longitude: 73.013 },
  { city: 'Islamabad', name: 'G-11', latitude: 33.668, longitude: 72.996 },
  { city: 'Islamabad', name: 'G-13', latitude: 33.653, longitude: 72.967 },
  { city: 'Islamabad', name: 'H-8', latitude: 33.68, longitude: 73.06 },
  { city: 'Islamabad', name: 'I-8', latitude: 33.668, longitude: 73.075 },
  { city: 'Islamabad', name: 'I-10', latitude: 33.648, longitude: 73.038 },
  { city: 'Islamabad', name: 'Bahria Town', latitude: 33.525, longitude: 73.1 },
  { city: 'Islamabad', name: 'G-7', latitude: 33.703, longitude: 73.068 },
  { city: 'Islamabad', name: 'G-8', latitude: 33.694, longitude: 73.051 },
  { city: 'Islamabad', name: 'H-9', latitude: 33.667, longitude: 73.047 },
  { city: 'Islamabad', name: 'H-13', latitude: 33.637, longitude: 72.972 },
  { city: 'Islamabad', name: 'I-9', latitude: 33.658, longitude: 73.057 },
  { city: 'Islamabad', name: 'Blue Area', latitude: 33.712, longitude: 73.066 },
  { city: 'Islamabad', name: 'Bhara Kahu', latitude: 33.736, longitude: 73.177 },
  { city: 'Islamabad', name: 'Chak Shahzad', latitude: 33.66, longitude: 73.15 },
];
