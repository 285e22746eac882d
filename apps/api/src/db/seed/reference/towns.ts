/**
 * Real reference data: well-known residential towns, areas and sectors where students live in
 * Pakistan's major cities, each with its approximate centre in WGS84 degrees.
 */

/** A town, area or sector inside a city, with its approximate centre. city is a CitySeed name. */
export interface TownSeed {
  city: string;
  name: string;
  latitude: number;
  longitude: number;
}

export const TOWNS: readonly TownSeed[] = [
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

  // Lahore
  { city: 'Lahore', name: 'Johar Town', latitude: 31.4697, longitude: 74.2728 },
  { city: 'Lahore', name: 'Model Town', latitude: 31.4834, longitude: 74.3256 },
  { city: 'Lahore', name: 'Gulberg', latitude: 31.512, longitude: 74.348 },
  { city: 'Lahore', name: 'DHA', latitude: 31.473, longitude: 74.405 },
  { city: 'Lahore', name: 'Allama Iqbal Town', latitude: 31.5125, longitude: 74.285 },
  { city: 'Lahore', name: 'Garden Town', latitude: 31.505, longitude: 74.32 },
  { city: 'Lahore', name: 'Faisal Town', latitude: 31.48, longitude: 74.305 },
  { city: 'Lahore', name: 'Township', latitude: 31.45, longitude: 74.31 },
  { city: 'Lahore', name: 'Wapda Town', latitude: 31.433, longitude: 74.265 },
  { city: 'Lahore', name: 'Samanabad', latitude: 31.535, longitude: 74.3 },
  { city: 'Lahore', name: 'Shadman', latitude: 31.54, longitude: 74.33 },
  { city: 'Lahore', name: 'Anarkali', latitude: 31.565, longitude: 74.31 },
  { city: 'Lahore', name: 'Mughalpura', latitude: 31.564, longitude: 74.375 },
  { city: 'Lahore', name: 'Cantt', latitude: 31.515, longitude: 74.385 },

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

  // Rawalpindi
  { city: 'Rawalpindi', name: 'Saddar', latitude: 33.5973, longitude: 73.0479 },
  { city: 'Rawalpindi', name: 'Satellite Town', latitude: 33.64, longitude: 73.065 },
  { city: 'Rawalpindi', name: 'Chaklala Scheme III', latitude: 33.585, longitude: 73.085 },
  { city: 'Rawalpindi', name: 'Westridge', latitude: 33.604, longitude: 73.018 },
  { city: 'Rawalpindi', name: 'Raja Bazaar', latitude: 33.6186, longitude: 73.0629 },
  { city: 'Rawalpindi', name: 'Gawalmandi', latitude: 33.607, longitude: 73.059 },
  { city: 'Rawalpindi', name: 'Tench Bhatta', latitude: 33.583, longitude: 73.042 },
  { city: 'Rawalpindi', name: 'Lalkurti', latitude: 33.59, longitude: 73.053 },
  { city: 'Rawalpindi', name: 'Peshawar Road', latitude: 33.605, longitude: 73.02 },
  { city: 'Rawalpindi', name: 'Adiala Road', latitude: 33.56, longitude: 73.03 },

  // Multan
  { city: 'Multan', name: 'Hussain Agahi', latitude: 30.1965, longitude: 71.473 },
  { city: 'Multan', name: 'Gulgasht Colony', latitude: 30.218, longitude: 71.472 },
  { city: 'Multan', name: 'Bosan Road', latitude: 30.23, longitude: 71.485 },
  { city: 'Multan', name: 'Shah Rukn-e-Alam Colony', latitude: 30.205, longitude: 71.435 },
  { city: 'Multan', name: 'New Multan', latitude: 30.21, longitude: 71.455 },
  { city: 'Multan', name: 'Model Town', latitude: 30.22, longitude: 71.45 },
  { city: 'Multan', name: 'Cantt', latitude: 30.1875, longitude: 71.445 },
  { city: 'Multan', name: 'Mumtazabad', latitude: 30.17, longitude: 71.495 },
  { city: 'Multan', name: 'Chowk Kumharan', latitude: 30.215, longitude: 71.48 },
  { city: 'Multan', name: 'Qasim Bela', latitude: 30.15, longitude: 71.45 },

  // Faisalabad
  { city: 'Faisalabad', name: 'Peoples Colony', latitude: 31.4, longitude: 73.095 },
  { city: 'Faisalabad', name: 'Madina Town', latitude: 31.43, longitude: 73.115 },
  { city: 'Faisalabad', name: 'Gulberg', latitude: 31.435, longitude: 73.095 },
  { city: 'Faisalabad', name: 'Batala Colony', latitude: 31.435, longitude: 73.1 },
  { city: 'Faisalabad', name: 'Jinnah Colony', latitude: 31.425, longitude: 73.07 },
  { city: 'Faisalabad', name: 'Samanabad', latitude: 31.4, longitude: 73.06 },
  { city: 'Faisalabad', name: 'Civil Lines', latitude: 31.423, longitude: 73.085 },
  { city: 'Faisalabad', name: 'Saeed Colony', latitude: 31.43, longitude: 73.085 },
  { city: 'Faisalabad', name: 'Ghulam Muhammad Abad', latitude: 31.435, longitude: 73.04 },
  { city: 'Faisalabad', name: 'Millat Town', latitude: 31.47, longitude: 73.11 },
  { city: 'Faisalabad', name: 'Wapda City', latitude: 31.36, longitude: 73.025 },

  // Gujranwala
  { city: 'Gujranwala', name: 'Satellite Town', latitude: 32.165, longitude: 74.18 },
  { city: 'Gujranwala', name: 'Model Town', latitude: 32.165, longitude: 74.2 },
  { city: 'Gujranwala', name: 'Peoples Colony', latitude: 32.18, longitude: 74.17 },
  { city: 'Gujranwala', name: 'Civil Lines', latitude: 32.165, longitude: 74.19 },
  { city: 'Gujranwala', name: 'Garden Town', latitude: 32.15, longitude: 74.19 },
  { city: 'Gujranwala', name: 'Wapda Town', latitude: 32.155, longitude: 74.165 },
  { city: 'Gujranwala', name: 'DC Colony', latitude: 32.125, longitude: 74.205 },
  { city: 'Gujranwala', name: 'Citi Housing', latitude: 32.105, longitude: 74.18 },
  { city: 'Gujranwala', name: 'Cantt', latitude: 32.235, longitude: 74.155 },

  // Peshawar
  { city: 'Peshawar', name: 'University Town', latitude: 34.0, longitude: 71.49 },
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

  // Quetta
  { city: 'Quetta', name: 'Satellite Town', latitude: 30.196, longitude: 67.0 },
  { city: 'Quetta', name: 'Jinnah Town', latitude: 30.21, longitude: 66.97 },
  { city: 'Quetta', name: 'Cantt', latitude: 30.22, longitude: 66.99 },
  { city: 'Quetta', name: 'Brewery Road', latitude: 30.2, longitude: 67.0 },
  { city: 'Quetta', name: 'Shahbaz Town', latitude: 30.215, longitude: 67.01 },
  { city: 'Quetta', name: 'Airport Road', latitude: 30.23, longitude: 66.95 },
  { city: 'Quetta', name: 'Sariab Road', latitude: 30.17, longitude: 66.995 },
  { city: 'Quetta', name: 'Zarghoon Road', latitude: 30.195, longitude: 67.01 },
  { city: 'Quetta', name: 'Model Town', latitude: 30.205, longitude: 67.01 },
  { city: 'Quetta', name: 'Hazara Town', latitude: 30.165, longitude: 66.935 },
  { city: 'Quetta', name: 'Marriabad', latitude: 30.21, longitude: 67.03 },

  // Sialkot
  { city: 'Sialkot', name: 'Cantt', latitude: 32.51, longitude: 74.55 },
  { city: 'Sialkot', name: 'Model Town', latitude: 32.49, longitude: 74.53 },
  { city: 'Sialkot', name: 'Kashmir Road', latitude: 32.5, longitude: 74.525 },
  { city: 'Sialkot', name: 'Paris Road', latitude: 32.495, longitude: 74.535 },
  { city: 'Sialkot', name: 'Ugoki', latitude: 32.47, longitude: 74.49 },
  { city: 'Sialkot', name: 'Rangpura', latitude: 32.5, longitude: 74.51 },
  { city: 'Sialkot', name: 'Shahabpura', latitude: 32.51, longitude: 74.52 },
  { city: 'Sialkot', name: 'Hajipura', latitude: 32.505, longitude: 74.515 },
  { city: 'Sialkot', name: 'Khadim Ali Road', latitude: 32.49, longitude: 74.515 },
  { city: 'Sialkot', name: 'Mianapura', latitude: 32.5, longitude: 74.53 },

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
];
