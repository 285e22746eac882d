import type { TownSeed } from './town-seed.ts';

/** The seeded areas of the cities of Khyber Pakhtunkhwa; ../towns.ts says how they were chosen. */
// One area per line, grouped by city in the order of CITIES: first the areas, then the roads
// out of town, each 1.2 km from the centre towards the town it leads to.
// prettier-ignore
export const KHYBER_PAKHTUNKHWA_TOWNS: readonly TownSeed[] = [
  // Peshawar
  { city: 'Peshawar', name: 'University Town', latitude: 34, longitude: 71.49 },
  { city: 'Peshawar', name: 'Hayatabad', latitude: 33.985, longitude: 71.43 },
  { city: 'Peshawar', name: 'Saddar', latitude: 34.001, longitude: 71.54 },
  { city: 'Peshawar', name: 'Tehkal', latitude: 34.01, longitude: 71.51 },
  { city: 'Peshawar', name: 'Board Bazaar', latitude: 33.998, longitude: 71.475 },
  { city: 'Peshawar', name: 'Gulbahar', latitude: 34.02, longitude: 71.57 },
  { city: 'Peshawar', name: 'Hashtnagri', latitude: 34.01, longitude: 71.565 },
  { city: 'Peshawar', name: 'Faqirabad', latitude: 34.02, longitude: 71.55 },
  { city: 'Peshawar', name: 'Dalazak Road', latitude: 34.03, longitude: 71.58 },
  { city: 'Peshawar', name: 'Warsak Road', latitude: 34.03, longitude: 71.49 },
  { city: 'Peshawar', name: 'Regi Model Town', latitude: 34.01, longitude: 71.43 },

  // Mardan
  { city: 'Mardan', name: 'Sheikh Maltoon Town', latitude: 34.185, longitude: 72.055 },
  { city: 'Mardan', name: 'Baghdada', latitude: 34.208, longitude: 72.032 },
  { city: 'Mardan', name: 'Bank Road', latitude: 34.1986, longitude: 72.0426 },
  { city: 'Mardan', name: 'Cantt', latitude: 34.195, longitude: 72.0502 },
  { city: 'Mardan', name: 'College Chowk', latitude: 34.2013, longitude: 72.0458 },
  { city: 'Mardan', name: 'Hoti', latitude: 34.188, longitude: 72.032 },
  { city: 'Mardan', name: 'Nowshera Road', latitude: 34.1883, longitude: 72.0367 },
  { city: 'Mardan', name: 'Charsadda Road', latitude: 34.1964, longitude: 72.0276 },
  { city: 'Mardan', name: 'Swabi Road', latitude: 34.1963, longitude: 72.0531 },

  // Abbottabad
  { city: 'Abbottabad', name: 'Jinnahabad', latitude: 34.18, longitude: 73.235 },
  { city: 'Abbottabad', name: 'Mandian', latitude: 34.19, longitude: 73.24 },
  { city: 'Abbottabad', name: 'Supply', latitude: 34.155, longitude: 73.22 },
  { city: 'Abbottabad', name: 'Cantt', latitude: 34.16, longitude: 73.215 },
  { city: 'Abbottabad', name: 'Kakul', latitude: 34.187, longitude: 73.274 },
  { city: 'Abbottabad', name: 'Bilal Town', latitude: 34.1693, longitude: 73.2425 },
  { city: 'Abbottabad', name: 'Nawanshehr', latitude: 34.165, longitude: 73.255 },
  { city: 'Abbottabad', name: 'Jhangi', latitude: 34.15, longitude: 73.215 },
  { city: 'Abbottabad', name: 'Kehal', latitude: 34.14, longitude: 73.21 },
  { city: 'Abbottabad', name: 'Dhamtour', latitude: 34.145, longitude: 73.26 },
  { city: 'Abbottabad', name: 'Malikpura', latitude: 34.17, longitude: 73.22 },

  // Mingora
  { city: 'Mingora', name: 'Saidu Sharif', latitude: 34.748, longitude: 72.358 },
  { city: 'Mingora', name: 'Makan Bagh', latitude: 34.767, longitude: 72.358 },
  { city: 'Mingora', name: 'Green Chowk', latitude: 34.7715, longitude: 72.3605 },
  { city: 'Mingora', name: 'Nishat Chowk', latitude: 34.774, longitude: 72.355 },
  { city: 'Mingora', name: 'Rahimabad', latitude: 34.779, longitude: 72.35 },
  { city: 'Mingora', name: 'Amankot', latitude: 34.76, longitude: 72.372 },
  { city: 'Mingora', name: 'Gulkada', latitude: 34.755, longitude: 72.364 },
  { city: 'Mingora', name: 'Fizagat', latitude: 34.778, longitude: 72.385 },
  { city: 'Mingora', name: 'Kanju', latitude: 34.8, longitude: 72.33 },

  // Kohat
  { city: 'Kohat', name: 'KDA', latitude: 33.6, longitude: 71.455 },
  { city: 'Kohat', name: 'Cantt', latitude: 33.5824, longitude: 71.4397 },
  { city: 'Kohat', name: 'Jungle Khel', latitude: 33.5941, longitude: 71.4343 },
  { city: 'Kohat', name: 'Main Bazaar', latitude: 33.5878, longitude: 71.444 },
  { city: 'Kohat', name: 'Peshawar Road', latitude: 33.5976, longitude: 71.4449 },
  { city: 'Kohat', name: 'Bannu Road', latitude: 33.5777, longitude: 71.436 },
  { city: 'Kohat', name: 'Hangu Road', latitude: 33.585, longitude: 71.4302 },
  { city: 'Kohat', name: 'Rawalpindi Road', latitude: 33.5888, longitude: 71.4557 },

  // Bannu
  { city: 'Bannu', name: 'Cantt', latitude: 32.9906, longitude: 70.6096 },
  { city: 'Bannu', name: 'Kohat Road', latitude: 32.9932, longitude: 70.6139 },
  { city: 'Bannu', name: 'Dera Ismail Khan Road', latitude: 32.9756, longitude: 70.607 },
  { city: 'Bannu', name: 'Miranshah Road', latitude: 32.9865, longitude: 70.5913 },

  // Dera Ismail Khan
  { city: 'Dera Ismail Khan', name: 'Circular Road', latitude: 31.8323, longitude: 70.903 },
  { city: 'Dera Ismail Khan', name: 'Cantt', latitude: 31.826, longitude: 70.9114 },
  { city: 'Dera Ismail Khan', name: 'Indus Highway', latitude: 31.8341, longitude: 70.8892 },
  { city: 'Dera Ismail Khan', name: 'Main Bazaar', latitude: 31.8323, longitude: 70.8998 },
  { city: 'Dera Ismail Khan', name: 'Bannu Road', latitude: 31.8419, longitude: 70.8992 },
  { city: 'Dera Ismail Khan', name: 'Tank Road', latitude: 31.8385, longitude: 70.8924 },

  // Nowshera
  { city: 'Nowshera', name: 'Cantt', latitude: 34.018, longitude: 71.9812 },
  { city: 'Nowshera', name: 'Nowshera Kalan', latitude: 34.018, longitude: 71.9682 },
  { city: 'Nowshera', name: 'GT Road', latitude: 34.0126, longitude: 71.9747 },

  // Risalpur
  { city: 'Risalpur', name: 'Cantt', latitude: 34.06, longitude: 71.99 },

  // Charsadda
  { city: 'Charsadda', name: 'Mardan Road', latitude: 34.1475, longitude: 71.7436 },
  { city: 'Charsadda', name: 'Peshawar Road', latitude: 34.1388, longitude: 71.7204 },
  { city: 'Charsadda', name: 'Tangi Road', latitude: 34.1552, longitude: 71.7256 },

  // Swabi
  { city: 'Swabi', name: 'Mardan Road', latitude: 34.1225, longitude: 72.4575 },
  { city: 'Swabi', name: 'Topi Road', latitude: 34.1162, longitude: 72.4823 },
  { city: 'Swabi', name: 'Jehangira Road', latitude: 34.1114, longitude: 72.4627 },

  // Topi
  { city: 'Topi', name: 'Swabi Road', latitude: 34.0741, longitude: 72.6079 },
  { city: 'Topi', name: 'Tarbela Road', latitude: 34.0776, longitude: 72.6292 },

  // Haripur
  { city: 'Haripur', name: 'Karakoram Highway', latitude: 33.9946, longitude: 72.9369 },
  { city: 'Haripur', name: 'Tarbela Road', latitude: 34, longitude: 72.9223 },
  { city: 'Haripur', name: 'Hattar Road', latitude: 33.987, longitude: 72.9244 },

  // Havelian
  { city: 'Havelian', name: 'Cantt', latitude: 34.0578, longitude: 73.1632 },
  { city: 'Havelian', name: 'Karakoram Highway', latitude: 34.0533, longitude: 73.1545 },

  // Mansehra
  { city: 'Mansehra', name: 'Karakoram Highway', latitude: 34.339, longitude: 73.1967 },
  { city: 'Mansehra', name: 'Dhodial', latitude: 34.395, longitude: 73.255 },
  { city: 'Mansehra', name: 'Abbottabad Road', latitude: 34.3193, longitude: 73.1984 },

  // Chakdara
  { city: 'Chakdara', name: 'Dir Road', latitude: 34.6584, longitude: 72.0084 },
  { city: 'Chakdara', name: 'Batkhela Road', latitude: 34.6428, longitude: 72.0069 },
  { city: 'Chakdara', name: 'Mingora Road', latitude: 34.6543, longitude: 72.0287 },
];
