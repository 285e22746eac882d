/**
 * Real reference data: HEC-recognised universities of Pakistan with the city of their main
 * campus and that campus's approximate location in WGS84 degrees.
 */

/** A university with the city (a CitySeed name) of its main campus and that campus's approximate location. */
export interface UniversitySeed {
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  /**
   * English names this university had in earlier reference data, when it is renamed (issue 25):
   * seeding renames a row that still has one (same id, hostels and old slug, which keeps
   * leading to it) rather than adding a second university.
   */
  formerNames?: readonly string[];
}

// One university per line, so the list stays easy to scan and diff.
// prettier-ignore
export const UNIVERSITIES: readonly UniversitySeed[] = [
  // Islamabad
  { name: 'Quaid-i-Azam University', city: 'Islamabad', latitude: 33.747, longitude: 73.138 },
  { name: 'National University of Sciences and Technology', city: 'Islamabad', latitude: 33.6425, longitude: 72.993 },
  { name: 'COMSATS University Islamabad', city: 'Islamabad', latitude: 33.6518, longitude: 73.1566 },
  { name: 'FAST National University of Computer and Emerging Sciences', city: 'Islamabad', latitude: 33.6561, longitude: 72.9886 },
  { name: 'International Islamic University, Islamabad', city: 'Islamabad', latitude: 33.66, longitude: 73.025 },
  { name: 'Allama Iqbal Open University', city: 'Islamabad', latitude: 33.661, longitude: 73.064 },
  { name: 'National University of Modern Languages', city: 'Islamabad', latitude: 33.6655, longitude: 73.052 },
  { name: 'Air University', city: 'Islamabad', latitude: 33.714, longitude: 73.025 },
  { name: 'Bahria University', city: 'Islamabad', latitude: 33.716, longitude: 73.037 },
  { name: 'National Defence University', city: 'Islamabad', latitude: 33.723, longitude: 73.024 },
  { name: 'Capital University of Science and Technology', city: 'Islamabad', latitude: 33.54, longitude: 73.175 },
  { name: 'Institute of Space Technology', city: 'Islamabad', latitude: 33.529, longitude: 73.149 },
  { name: 'Pakistan Institute of Engineering and Applied Sciences', city: 'Islamabad', latitude: 33.65, longitude: 73.26 },
  { name: 'Pakistan Institute of Development Economics', city: 'Islamabad', latitude: 33.742, longitude: 73.14 },

  // Rawalpindi and Taxila
  { name: 'Fatima Jinnah Women University', city: 'Rawalpindi', latitude: 33.588, longitude: 73.066 },
  { name: 'PMAS Arid Agriculture University', city: 'Rawalpindi', latitude: 33.649, longitude: 73.081 },
  { name: 'University of Engineering and Technology, Taxila', city: 'Taxila', latitude: 33.7675, longitude: 72.827 },
  { name: 'HITEC University', city: 'Taxila', latitude: 33.768, longitude: 72.772 },

  // Lahore
  { name: 'University of the Punjab', city: 'Lahore', latitude: 31.496, longitude: 74.299 },
  { name: 'Lahore University of Management Sciences', city: 'Lahore', latitude: 31.47, longitude: 74.409 },
  { name: 'University of Engineering and Technology, Lahore', city: 'Lahore', latitude: 31.579, longitude: 74.356 },
  { name: 'Government College University, Lahore', city: 'Lahore', latitude: 31.573, longitude: 74.3075 },
  { name: 'King Edward Medical University', city: 'Lahore', latitude: 31.568, longitude: 74.314 },
  { name: 'University of Health Sciences, Lahore', city: 'Lahore', latitude: 31.499, longitude: 74.288 },
  { name: 'Forman Christian College', city: 'Lahore', latitude: 31.522, longitude: 74.333 },
  { name: 'University of Management and Technology', city: 'Lahore', latitude: 31.448, longitude: 74.268 },
  { name: 'University of Central Punjab', city: 'Lahore', latitude: 31.446, longitude: 74.269 },
  { name: 'Lahore College for Women University', city: 'Lahore', latitude: 31.535, longitude: 74.331 },
  { name: 'Kinnaird College for Women University', city: 'Lahore', latitude: 31.532, longitude: 74.333 },
  { name: 'Information Technology University', city: 'Lahore', latitude: 31.476, longitude: 74.343 },
  { name: 'University of Veterinary and Animal Sciences', city: 'Lahore', latitude: 31.575, longitude: 74.305 },
  { name: 'National College of Arts', city: 'Lahore', latitude: 31.57, longitude: 74.31 },
  { name: 'The University of Lahore', city: 'Lahore', latitude: 31.388, longitude: 74.241 },

  // Karachi
  { name: 'University of Karachi', city: 'Karachi', latitude: 24.943, longitude: 67.121 },
  { name: 'NED University of Engineering and Technology', city: 'Karachi', latitude: 24.933, longitude: 67.111 },
  { name: 'Aga Khan University', city: 'Karachi', latitude: 24.892, longitude: 67.075 },
  { name: 'Dow University of Health Sciences', city: 'Karachi', latitude: 24.859, longitude: 67.01 },
  { name: 'Institute of Business Administration, Karachi', city: 'Karachi', latitude: 24.941, longitude: 67.114 },
  { name: 'Federal Urdu University of Arts, Science and Technology', city: 'Karachi', latitude: 24.925, longitude: 67.092 },
  { name: 'Sir Syed University of Engineering and Technology', city: 'Karachi', latitude: 24.915, longitude: 67.092 },
  { name: 'Habib University', city: 'Karachi', latitude: 24.906, longitude: 67.138 },
  { name: 'Shaheed Zulfikar Ali Bhutto Institute of Science and Technology', city: 'Karachi', latitude: 24.82, longitude: 67.033 },
  { name: 'DHA Suffa University', city: 'Karachi', latitude: 24.802, longitude: 67.067 },
  { name: 'Dawood University of Engineering and Technology', city: 'Karachi', latitude: 24.88, longitude: 67.04 },
  { name: 'Jinnah University for Women', city: 'Karachi', latitude: 24.938, longitude: 67.045 },
  { name: 'Sindh Madressatul Islam University', city: 'Karachi', latitude: 24.853, longitude: 66.998 },

  // Rest of Punjab
  { name: 'University of Agriculture, Faisalabad', city: 'Faisalabad', latitude: 31.43, longitude: 73.07 },
  { name: 'Government College University, Faisalabad', city: 'Faisalabad', latitude: 31.416, longitude: 73.071 },
  { name: 'National Textile University', city: 'Faisalabad', latitude: 31.463, longitude: 73.148 },
  { name: 'Bahauddin Zakariya University', city: 'Multan', latitude: 30.26, longitude: 71.511 },
  { name: 'Muhammad Nawaz Sharif University of Agriculture', city: 'Multan', latitude: 30.144, longitude: 71.438 },
  { name: 'Nishtar Medical University', city: 'Multan', latitude: 30.212, longitude: 71.485 },
  { name: 'The Islamia University of Bahawalpur', city: 'Bahawalpur', latitude: 29.374, longitude: 71.762 },
  { name: 'University of Sargodha', city: 'Sargodha', latitude: 32.074, longitude: 72.683 },
  { name: 'University of Gujrat', city: 'Gujrat', latitude: 32.635, longitude: 74.16 },
  { name: 'Ghazi University', city: 'Dera Ghazi Khan', latitude: 30.05, longitude: 70.66 },
  { name: 'University of Okara', city: 'Okara', latitude: 30.856, longitude: 73.518 },
  { name: 'Khwaja Fareed University of Engineering and Information Technology', city: 'Rahim Yar Khan', latitude: 28.408, longitude: 70.322 },

  // Sindh
  { name: 'Mehran University of Engineering and Technology', city: 'Jamshoro', latitude: 25.407, longitude: 68.26 },
  { name: 'University of Sindh', city: 'Jamshoro', latitude: 25.418, longitude: 68.274 },
  { name: 'Liaquat University of Medical and Health Sciences', city: 'Jamshoro', latitude: 25.429, longitude: 68.288 },
  { name: 'Sindh Agriculture University', city: 'Tando Jam', latitude: 25.423, longitude: 68.538 },
  { name: 'Shah Abdul Latif University', city: 'Khairpur', latitude: 27.521, longitude: 68.754 },
  { name: 'Sukkur IBA University', city: 'Sukkur', latitude: 27.711, longitude: 68.835 },
  { name: 'Shaheed Benazir Bhutto University, Shaheed Benazirabad', city: 'Nawabshah', latitude: 26.25, longitude: 68.39 },
  { name: 'Quaid-e-Awam University of Engineering, Science and Technology', city: 'Nawabshah', latitude: 26.25, longitude: 68.415 },
  { name: 'Shaheed Mohtarma Benazir Bhutto Medical University', city: 'Larkana', latitude: 27.56, longitude: 68.21 },

  // Khyber Pakhtunkhwa
  { name: 'University of Peshawar', city: 'Peshawar', latitude: 34.001, longitude: 71.484 },
  { name: 'University of Engineering and Technology, Peshawar', city: 'Peshawar', latitude: 33.999, longitude: 71.487 },
  { name: 'University of Agriculture, Peshawar', city: 'Peshawar', latitude: 34.015, longitude: 71.481 },
  { name: 'Islamia College University', city: 'Peshawar', latitude: 34.004, longitude: 71.477 },
  { name: 'Khyber Medical University', city: 'Peshawar', latitude: 33.981, longitude: 71.444 },
  { name: 'Institute of Management Sciences, Peshawar', city: 'Peshawar', latitude: 33.97, longitude: 71.434 },
  { name: 'Ghulam Ishaq Khan Institute of Engineering Sciences and Technology', city: 'Topi', latitude: 34.069, longitude: 72.644 },
  { name: 'Abdul Wali Khan University Mardan', city: 'Mardan', latitude: 34.205, longitude: 72.031 },
  { name: 'Hazara University', city: 'Mansehra', latitude: 34.395, longitude: 73.255 },
  { name: 'Abbottabad University of Science and Technology', city: 'Havelian', latitude: 34.062, longitude: 73.155 },
  { name: 'University of Haripur', city: 'Haripur', latitude: 33.986, longitude: 72.913 },
  { name: 'University of Swat', city: 'Mingora', latitude: 34.84, longitude: 72.345 },
  { name: 'University of Malakand', city: 'Chakdara', latitude: 34.66, longitude: 72.02 },
  { name: 'Kohat University of Science and Technology', city: 'Kohat', latitude: 33.545, longitude: 71.515 },
  { name: 'Gomal University', city: 'Dera Ismail Khan', latitude: 31.82, longitude: 70.87 },
  { name: 'University of Science and Technology, Bannu', city: 'Bannu', latitude: 32.96, longitude: 70.62 },

  // Balochistan
  { name: 'University of Balochistan', city: 'Quetta', latitude: 30.17, longitude: 66.995 },
  { name: 'Balochistan University of Information Technology, Engineering and Management Sciences', city: 'Quetta', latitude: 30.265, longitude: 66.945 },
  { name: "Sardar Bahadur Khan Women's University", city: 'Quetta', latitude: 30.205, longitude: 67.005 },
  { name: 'Balochistan University of Engineering and Technology, Khuzdar', city: 'Khuzdar', latitude: 27.79, longitude: 66.62 },
  { name: 'Lasbela University of Agriculture, Water and Marine Sciences', city: 'Uthal', latitude: 25.81, longitude: 66.63 },
  { name: 'University of Turbat', city: 'Turbat', latitude: 26.0, longitude: 63.06 },

  // Gilgit-Baltistan
  { name: 'Karakoram International University', city: 'Gilgit', latitude: 35.927, longitude: 74.333 },
  { name: 'University of Baltistan', city: 'Skardu', latitude: 35.3, longitude: 75.63 },

  // Azad Jammu and Kashmir
  { name: 'University of Azad Jammu and Kashmir', city: 'Muzaffarabad', latitude: 34.353, longitude: 73.475 },
  { name: 'Mirpur University of Science and Technology', city: 'Mirpur', latitude: 33.146, longitude: 73.745 },
  { name: 'University of Kotli', city: 'Kotli', latitude: 33.505, longitude: 73.895 },
  { name: 'University of Poonch', city: 'Rawalakot', latitude: 33.86, longitude: 73.76 },
  { name: 'Women University of Azad Jammu and Kashmir Bagh', city: 'Bagh', latitude: 33.98, longitude: 73.78 },
];
