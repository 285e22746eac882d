import type { TownSeed } from './town-seed.ts';

/** The seeded areas of the cities of Sindh; ../towns.ts says how they were chosen. */
// One area per line, grouped by city in the order of CITIES: first the areas, then the roads
// out of town, each 1.2 km from the centre towards the town it leads to.
// prettier-ignore
export const SINDH_TOWNS: readonly TownSeed[] = [
  // Karachi
  { city: 'Karachi', name: 'Gulshan-e-Iqbal', latitude: 24.9204, longitude: 67.0932 },
  { city: 'Karachi', name: 'Gulistan-e-Jauhar', latitude: 24.918, longitude: 67.1254 },
  { city: 'Karachi', name: 'North Nazimabad', latitude: 24.9428, longitude: 67.0446 },
  { city: 'Karachi', name: 'Nazimabad', latitude: 24.9167, longitude: 67.0333 },
  { city: 'Karachi', name: 'Federal B Area', latitude: 24.93, longitude: 67.075 },
  { city: 'Karachi', name: 'Clifton', latitude: 24.8138, longitude: 67.03 },
  { city: 'Karachi', name: 'DHA', latitude: 24.8125, longitude: 67.065 },
  { city: 'Karachi', name: 'PECHS', latitude: 24.87, longitude: 67.06 },
  { city: 'Karachi', name: 'Bahadurabad', latitude: 24.882, longitude: 67.067 },
  { city: 'Karachi', name: 'Saddar', latitude: 24.856, longitude: 67.027 },
  { city: 'Karachi', name: 'Malir', latitude: 24.8935, longitude: 67.196 },
  { city: 'Karachi', name: 'Korangi', latitude: 24.83, longitude: 67.13 },
  { city: 'Karachi', name: 'North Karachi', latitude: 24.975, longitude: 67.06 },
  { city: 'Karachi', name: 'Shah Faisal Colony', latitude: 24.88, longitude: 67.15 },
  { city: 'Karachi', name: 'Garden East', latitude: 24.877, longitude: 67.028 },
  { city: 'Karachi', name: 'Soldier Bazaar', latitude: 24.868, longitude: 67.03 },
  { city: 'Karachi', name: 'Lyari', latitude: 24.862, longitude: 66.992 },
  { city: 'Karachi', name: 'Keamari', latitude: 24.82, longitude: 66.978 },
  { city: 'Karachi', name: 'Liaquatabad', latitude: 24.906, longitude: 67.045 },
  { city: 'Karachi', name: 'Karimabad', latitude: 24.921, longitude: 67.055 },
  { city: 'Karachi', name: 'New Karachi', latitude: 24.985, longitude: 67.07 },
  { city: 'Karachi', name: 'Orangi Town', latitude: 24.95, longitude: 66.995 },
  { city: 'Karachi', name: 'Landhi', latitude: 24.845, longitude: 67.205 },
  { city: 'Karachi', name: 'Malir Cantt', latitude: 24.944, longitude: 67.205 },

  // Hyderabad
  { city: 'Hyderabad', name: 'Latifabad', latitude: 25.365, longitude: 68.38 },
  { city: 'Hyderabad', name: 'Qasimabad', latitude: 25.39, longitude: 68.32 },
  { city: 'Hyderabad', name: 'Hirabad', latitude: 25.4, longitude: 68.37 },
  { city: 'Hyderabad', name: 'Saddar', latitude: 25.385, longitude: 68.37 },
  { city: 'Hyderabad', name: 'Citizen Colony', latitude: 25.37, longitude: 68.335 },
  { city: 'Hyderabad', name: 'Paretabad', latitude: 25.415, longitude: 68.34 },
  { city: 'Hyderabad', name: 'Gulistan-e-Sajjad', latitude: 25.4, longitude: 68.33 },
  { city: 'Hyderabad', name: 'Cantt', latitude: 25.36, longitude: 68.37 },
  { city: 'Hyderabad', name: 'Auto Bhan Road', latitude: 25.383, longitude: 68.355 },
  { city: 'Hyderabad', name: 'Hussainabad', latitude: 25.405, longitude: 68.355 },

  // Sukkur
  { city: 'Sukkur', name: 'Military Road', latitude: 27.703, longitude: 68.85 },
  { city: 'Sukkur', name: 'Barrage Colony', latitude: 27.69, longitude: 68.845 },
  { city: 'Sukkur', name: 'Airport Road', latitude: 27.711, longitude: 68.832 },
  { city: 'Sukkur', name: 'Minara Road', latitude: 27.698, longitude: 68.866 },
  { city: 'Sukkur', name: 'Station Road', latitude: 27.706, longitude: 68.861 },
  { city: 'Sukkur', name: 'Lab-e-Mehran', latitude: 27.699, longitude: 68.873 },
  { city: 'Sukkur', name: 'Old Sukkur', latitude: 27.709, longitude: 68.872 },
  { city: 'Sukkur', name: 'Shikarpur Road', latitude: 27.7137, longitude: 68.8499 },

  // Larkana
  { city: 'Larkana', name: 'VIP Road', latitude: 27.5615, longitude: 68.2315 },
  { city: 'Larkana', name: 'Station Road', latitude: 27.5552, longitude: 68.2284 },
  { city: 'Larkana', name: 'Jinnah Bagh', latitude: 27.5579, longitude: 68.2254 },
  { city: 'Larkana', name: 'Lahori Muhalla', latitude: 27.5534, longitude: 68.2234 },
  { city: 'Larkana', name: 'Ratodero Road', latitude: 27.5675, longitude: 68.2291 },
  { city: 'Larkana', name: 'Kamber Road', latitude: 27.5587, longitude: 68.2144 },
  { city: 'Larkana', name: 'Dokri Road', latitude: 27.5469, longitude: 68.2222 },
  { city: 'Larkana', name: 'Naudero Road', latitude: 27.5632, longitude: 68.2364 },

  // Nawabshah
  { city: 'Nawabshah', name: 'Station Road', latitude: 26.246, longitude: 68.412 },
  { city: 'Nawabshah', name: 'Main Bazaar', latitude: 26.2451, longitude: 68.409 },
  { city: 'Nawabshah', name: 'Sakrand Road', latitude: 26.2373, longitude: 68.4008 },
  { city: 'Nawabshah', name: 'Qazi Ahmed Road', latitude: 26.2461, longitude: 68.3982 },
  { city: 'Nawabshah', name: 'Sanghar Road', latitude: 26.2401, longitude: 68.4211 },
  { city: 'Nawabshah', name: 'Daur Road', latitude: 26.2543, longitude: 68.4059 },
  { city: 'Nawabshah', name: 'Tando Adam Road', latitude: 26.2344, longitude: 68.4152 },
  { city: 'Nawabshah', name: 'Airport Road', latitude: 26.2388, longitude: 68.4204 },

  // Mirpur Khas
  { city: 'Mirpur Khas', name: 'Satellite Town', latitude: 25.5339, longitude: 69.0181 },
  { city: 'Mirpur Khas', name: 'Station Road', latitude: 25.5258, longitude: 69.0131 },
  { city: 'Mirpur Khas', name: 'Main Bazaar', latitude: 25.5285, longitude: 69.0101 },
  { city: 'Mirpur Khas', name: 'Umerkot Road', latitude: 25.525, longitude: 69.0227 },
  { city: 'Mirpur Khas', name: 'Hyderabad Road', latitude: 25.5253, longitude: 68.9994 },
  { city: 'Mirpur Khas', name: 'Digri Road', latitude: 25.5171, longitude: 69.0139 },
  { city: 'Mirpur Khas', name: 'Khipro Road', latitude: 25.5345, longitude: 69.0203 },
  { city: 'Mirpur Khas', name: 'Sindhri Road', latitude: 25.5382, longitude: 69.0132 },

  // Jacobabad
  { city: 'Jacobabad', name: 'Station Road', latitude: 28.2787, longitude: 68.4534 },
  { city: 'Jacobabad', name: 'Main Bazaar', latitude: 28.2778, longitude: 68.4504 },
  { city: 'Jacobabad', name: 'Shikarpur Road', latitude: 28.2673, longitude: 68.457 },
  { city: 'Jacobabad', name: 'Thul Road', latitude: 28.276, longitude: 68.4636 },
  { city: 'Jacobabad', name: 'Dera Murad Jamali Road', latitude: 28.2856, longitude: 68.4441 },

  // Shikarpur
  { city: 'Shikarpur', name: 'Hathi Dar', latitude: 27.9574, longitude: 68.6402 },
  { city: 'Shikarpur', name: 'Lakhi Dar', latitude: 27.9529, longitude: 68.6362 },
  { city: 'Shikarpur', name: 'Shahi Bazaar', latitude: 27.9556, longitude: 68.6382 },
  { city: 'Shikarpur', name: 'Station Road', latitude: 27.9529, longitude: 68.6413 },
  { city: 'Shikarpur', name: 'Sukkur Road', latitude: 27.9471, longitude: 68.6457 },
  { city: 'Shikarpur', name: 'Jacobabad Road', latitude: 27.9652, longitude: 68.6326 },

  // Khairpur
  { city: 'Khairpur', name: 'Faiz Mahal', latitude: 27.534, longitude: 68.7622 },
  { city: 'Khairpur', name: 'Station Road', latitude: 27.5277, longitude: 68.7612 },
  { city: 'Khairpur', name: 'Main Bazaar', latitude: 27.5304, longitude: 68.7582 },
  { city: 'Khairpur', name: 'Sukkur Road', latitude: 27.5392, longitude: 68.7646 },
  { city: 'Khairpur', name: 'Kot Diji Road', latitude: 27.5189, longitude: 68.7571 },

  // Dadu
  { city: 'Dadu', name: 'Station Road', latitude: 26.7337, longitude: 67.777 },
  { city: 'Dadu', name: 'Main Bazaar', latitude: 26.7328, longitude: 67.774 },
  { city: 'Dadu', name: 'Moro Road', latitude: 26.7284, longitude: 67.7864 },
  { city: 'Dadu', name: 'Larkana Road', latitude: 26.7427, longitude: 67.7761 },
  { city: 'Dadu', name: 'Sehwan Road', latitude: 26.7214, longitude: 67.7779 },
  { city: 'Dadu', name: 'Johi Road', latitude: 26.7291, longitude: 67.7633 },

  // Jamshoro
  { city: 'Jamshoro', name: 'Allama I.I. Kazi Campus', latitude: 25.418, longitude: 68.274 },
  { city: 'Jamshoro', name: 'Indus Highway', latitude: 25.44, longitude: 68.275 },
  { city: 'Jamshoro', name: 'Kotri Road', latitude: 25.4203, longitude: 68.2853 },

  // Kotri
  { city: 'Kotri', name: 'Kotri Barrage', latitude: 25.369, longitude: 68.322 },
  { city: 'Kotri', name: 'Railway Colony', latitude: 25.3684, longitude: 68.3119 },
  { city: 'Kotri', name: 'Station Road', latitude: 25.3666, longitude: 68.3109 },
  { city: 'Kotri', name: 'SITE Area', latitude: 25.3585, longitude: 68.3009 },
  { city: 'Kotri', name: 'Main Bazaar', latitude: 25.3666, longitude: 68.3079 },
  { city: 'Kotri', name: 'Jamshoro Road', latitude: 25.3758, longitude: 68.3046 },

  // Tando Jam
  { city: 'Tando Jam', name: 'Hyderabad Road', latitude: 25.4251, longitude: 68.518 },
  { city: 'Tando Jam', name: 'Mirpur Khas Road', latitude: 25.4296, longitude: 68.5413 },

  // Tando Adam
  { city: 'Tando Adam', name: 'Station Road', latitude: 25.7676, longitude: 68.6635 },
  { city: 'Tando Adam', name: 'Main Bazaar', latitude: 25.7667, longitude: 68.6605 },
  { city: 'Tando Adam', name: 'Shahdadpur Road', latitude: 25.7763, longitude: 68.6589 },
  { city: 'Tando Adam', name: 'Sanghar Road', latitude: 25.7738, longitude: 68.6696 },
  { city: 'Tando Adam', name: 'Hala Road', latitude: 25.7682, longitude: 68.6498 },
];
