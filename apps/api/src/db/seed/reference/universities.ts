/**
 * Real reference data: HEC-recognised universities of Pakistan with the city of their main
 * campus and that campus's approximate location in WGS84 degrees, and large campuses in other
 * cities (issue 28). Only places whose name, city and recognition the authors were sure of; a
 * missing one is added here with its Urdu name in ./urdu/universities.ts.
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
  /**
   * Short names and alternates students type (issue 28): acronyms (LUMS, NUST), the name with
   * its city (UET Lahore) and common forms (Karachi University). Search matches them in any case.
   */
  aliases?: readonly string[];
}

// One university per line, so the list stays easy to scan and diff.
// prettier-ignore
export const UNIVERSITIES: readonly UniversitySeed[] = [
  // Islamabad
  { name: 'Quaid-i-Azam University', city: 'Islamabad', latitude: 33.747, longitude: 73.138, aliases: ['QAU', 'Quaid-e-Azam University', 'Quaid e Azam University'] },
  { name: 'National University of Sciences and Technology', city: 'Islamabad', latitude: 33.6425, longitude: 72.993, aliases: ['NUST'] },
  { name: 'COMSATS University Islamabad', city: 'Islamabad', latitude: 33.6518, longitude: 73.1566, aliases: ['COMSATS', 'CUI', 'CIIT', 'COMSATS Islamabad'] },
  { name: 'FAST National University of Computer and Emerging Sciences', city: 'Islamabad', latitude: 33.6561, longitude: 72.9886, aliases: ['FAST', 'NUCES', 'FAST-NUCES', 'FAST NUCES', 'FAST Islamabad'] },
  { name: 'International Islamic University, Islamabad', city: 'Islamabad', latitude: 33.66, longitude: 73.025, aliases: ['IIUI', 'IIU', 'Islamic University Islamabad'] },
  { name: 'Allama Iqbal Open University', city: 'Islamabad', latitude: 33.661, longitude: 73.064, aliases: ['AIOU', 'Open University'] },
  { name: 'National University of Modern Languages', city: 'Islamabad', latitude: 33.6655, longitude: 73.052, aliases: ['NUML'] },
  { name: 'Air University', city: 'Islamabad', latitude: 33.714, longitude: 73.025, aliases: ['Air University Islamabad'] },
  { name: 'Bahria University', city: 'Islamabad', latitude: 33.716, longitude: 73.037, aliases: ['Bahria Islamabad', 'Bahria University Islamabad'] },
  { name: 'National Defence University', city: 'Islamabad', latitude: 33.723, longitude: 73.024, aliases: ['NDU'] },
  { name: 'Capital University of Science and Technology', city: 'Islamabad', latitude: 33.54, longitude: 73.175, aliases: ['CUST'] },
  { name: 'Institute of Space Technology', city: 'Islamabad', latitude: 33.529, longitude: 73.149, aliases: ['IST'] },
  { name: 'Pakistan Institute of Engineering and Applied Sciences', city: 'Islamabad', latitude: 33.65, longitude: 73.26, aliases: ['PIEAS'] },
  { name: 'Pakistan Institute of Development Economics', city: 'Islamabad', latitude: 33.742, longitude: 73.14, aliases: ['PIDE'] },
  { name: 'Riphah International University', city: 'Islamabad', latitude: 33.637, longitude: 73.005, aliases: ['Riphah', 'RIU'] },
  { name: 'Shifa Tameer-e-Millat University', city: 'Islamabad', latitude: 33.677, longitude: 73.072, aliases: ['STMU', 'Shifa University'] },
  { name: 'National University of Technology', city: 'Islamabad', latitude: 33.636, longitude: 72.99, aliases: ['NUTECH'] },
  { name: 'Foundation University Islamabad', city: 'Islamabad', latitude: 33.547, longitude: 73.106, aliases: ['FUI', 'Foundation University'] },
  { name: 'Shaheed Zulfiqar Ali Bhutto Medical University', city: 'Islamabad', latitude: 33.703, longitude: 73.05, aliases: ['SZABMU', 'PIMS'] },

  // Rawalpindi and Taxila
  { name: 'Fatima Jinnah Women University', city: 'Rawalpindi', latitude: 33.588, longitude: 73.066, aliases: ['FJWU'] },
  { name: 'PMAS Arid Agriculture University', city: 'Rawalpindi', latitude: 33.649, longitude: 73.081, aliases: ['PMAS-AAUR', 'UAAR', 'Arid University', 'Arid Agriculture University', 'Pir Mehr Ali Shah Arid Agriculture University'] },
  { name: 'University of Engineering and Technology, Taxila', city: 'Taxila', latitude: 33.7675, longitude: 72.827, aliases: ['UET Taxila', 'UETT'] },
  { name: 'HITEC University', city: 'Taxila', latitude: 33.768, longitude: 72.772, aliases: ['HITEC'] },
  { name: 'Rawalpindi Medical University', city: 'Rawalpindi', latitude: 33.6, longitude: 73.053, aliases: ['RMU', 'Rawalpindi Medical College'] },
  { name: 'Rawalpindi Women University', city: 'Rawalpindi', latitude: 33.638, longitude: 73.07, aliases: ['RWU'] },
  { name: 'University of Wah', city: 'Wah Cantt', latitude: 33.78, longitude: 72.73, aliases: ['UW', 'Wah University'] },
  { name: 'Kohsar University Murree', city: 'Murree', latitude: 33.91, longitude: 73.39, aliases: ['Kohsar University', 'KUM'] },

  // Lahore
  { name: 'University of the Punjab', city: 'Lahore', latitude: 31.496, longitude: 74.299, aliases: ['PU', 'Punjab University', 'PU Lahore'] },
  { name: 'Lahore University of Management Sciences', city: 'Lahore', latitude: 31.47, longitude: 74.409, aliases: ['LUMS'] },
  { name: 'University of Engineering and Technology, Lahore', city: 'Lahore', latitude: 31.579, longitude: 74.356, aliases: ['UET', 'UET Lahore', 'UETL'] },
  { name: 'Government College University, Lahore', city: 'Lahore', latitude: 31.573, longitude: 74.3075, aliases: ['GCU', 'GCU Lahore', 'GC University', 'Government College Lahore'] },
  { name: 'King Edward Medical University', city: 'Lahore', latitude: 31.568, longitude: 74.314, aliases: ['KEMU', 'King Edward'] },
  { name: 'University of Health Sciences, Lahore', city: 'Lahore', latitude: 31.499, longitude: 74.288, aliases: ['UHS'] },
  { name: 'Forman Christian College', city: 'Lahore', latitude: 31.522, longitude: 74.333, aliases: ['FCC', 'Forman', 'FC College'] },
  { name: 'University of Management and Technology', city: 'Lahore', latitude: 31.448, longitude: 74.268, aliases: ['UMT'] },
  { name: 'University of Central Punjab', city: 'Lahore', latitude: 31.446, longitude: 74.269, aliases: ['UCP'] },
  { name: 'Lahore College for Women University', city: 'Lahore', latitude: 31.535, longitude: 74.331, aliases: ['LCWU'] },
  { name: 'Kinnaird College for Women University', city: 'Lahore', latitude: 31.532, longitude: 74.333, aliases: ['Kinnaird', 'KCWU', 'Kinnaird College'] },
  { name: 'Information Technology University', city: 'Lahore', latitude: 31.476, longitude: 74.343, aliases: ['ITU'] },
  { name: 'University of Veterinary and Animal Sciences', city: 'Lahore', latitude: 31.575, longitude: 74.305, aliases: ['UVAS'] },
  { name: 'National College of Arts', city: 'Lahore', latitude: 31.57, longitude: 74.31, aliases: ['NCA'] },
  { name: 'The University of Lahore', city: 'Lahore', latitude: 31.388, longitude: 74.241, aliases: ['UOL', 'University of Lahore'] },
  { name: 'University of Education, Lahore', city: 'Lahore', latitude: 31.452, longitude: 74.3, aliases: ['UE', 'UOE', 'Education University'] },
  { name: 'Lahore School of Economics', city: 'Lahore', latitude: 31.42, longitude: 74.43, aliases: ['LSE Lahore', 'Lahore School'] },
  { name: 'Beaconhouse National University', city: 'Lahore', latitude: 31.382, longitude: 74.19, aliases: ['BNU'] },
  { name: 'Fatima Jinnah Medical University', city: 'Lahore', latitude: 31.558, longitude: 74.32, aliases: ['FJMU', 'Fatima Jinnah Medical College'] },
  { name: 'Superior University', city: 'Lahore', latitude: 31.402, longitude: 74.215, aliases: ['Superior', 'Superior College'] },
  { name: 'Minhaj University Lahore', city: 'Lahore', latitude: 31.451, longitude: 74.293, aliases: ['MUL', 'Minhaj University'] },
  { name: 'Lahore Garrison University', city: 'Lahore', latitude: 31.47, longitude: 74.45, aliases: ['LGU'] },
  { name: 'University of Home Economics, Lahore', city: 'Lahore', latitude: 31.515, longitude: 74.345, aliases: ['UHE', 'Home Economics College'] },

  // Karachi
  { name: 'University of Karachi', city: 'Karachi', latitude: 24.943, longitude: 67.121, aliases: ['KU', 'UoK', 'Karachi University', 'Jamia Karachi'] },
  { name: 'NED University of Engineering and Technology', city: 'Karachi', latitude: 24.933, longitude: 67.111, aliases: ['NED', 'NEDUET', 'NED University'] },
  { name: 'Aga Khan University', city: 'Karachi', latitude: 24.892, longitude: 67.075, aliases: ['AKU'] },
  { name: 'Dow University of Health Sciences', city: 'Karachi', latitude: 24.859, longitude: 67.01, aliases: ['DUHS', 'Dow', 'Dow Medical College'] },
  { name: 'Institute of Business Administration, Karachi', city: 'Karachi', latitude: 24.941, longitude: 67.114, aliases: ['IBA', 'IBA Karachi'] },
  { name: 'Federal Urdu University of Arts, Science and Technology', city: 'Karachi', latitude: 24.925, longitude: 67.092, aliases: ['FUUAST', 'Urdu University', 'Federal Urdu University'] },
  { name: 'Sir Syed University of Engineering and Technology', city: 'Karachi', latitude: 24.915, longitude: 67.092, aliases: ['SSUET', 'Sir Syed University'] },
  { name: 'Habib University', city: 'Karachi', latitude: 24.906, longitude: 67.138, aliases: [] },
  { name: 'Shaheed Zulfikar Ali Bhutto Institute of Science and Technology', city: 'Karachi', latitude: 24.82, longitude: 67.033, aliases: ['SZABIST'] },
  { name: 'DHA Suffa University', city: 'Karachi', latitude: 24.802, longitude: 67.067, aliases: ['DSU'] },
  { name: 'Dawood University of Engineering and Technology', city: 'Karachi', latitude: 24.88, longitude: 67.04, aliases: ['DUET', 'Dawood University'] },
  { name: 'Jinnah University for Women', city: 'Karachi', latitude: 24.938, longitude: 67.045, aliases: ['JUW'] },
  { name: 'Sindh Madressatul Islam University', city: 'Karachi', latitude: 24.853, longitude: 66.998, aliases: ['SMIU'] },
  { name: 'Ziauddin University', city: 'Karachi', latitude: 24.82, longitude: 67.03, aliases: ['ZU', 'Ziauddin'] },
  { name: 'Hamdard University', city: 'Karachi', latitude: 24.99, longitude: 67.17, aliases: ['Hamdard'] },
  { name: 'Iqra University', city: 'Karachi', latitude: 24.83, longitude: 67.07, aliases: ['Iqra'] },
  { name: 'Indus Valley School of Art and Architecture', city: 'Karachi', latitude: 24.81, longitude: 67.03, aliases: ['IVS', 'Indus Valley'] },
  { name: 'Jinnah Sindh Medical University', city: 'Karachi', latitude: 24.852, longitude: 67.042, aliases: ['JSMU'] },
  { name: 'Benazir Bhutto Shaheed University Lyari', city: 'Karachi', latitude: 24.87, longitude: 66.99, aliases: ['BBSUL', 'Lyari University'] },
  { name: 'Institute of Business Management', city: 'Karachi', latitude: 24.8, longitude: 67.11, aliases: ['IoBM', 'CBM'] },
  { name: 'Mohammad Ali Jinnah University', city: 'Karachi', latitude: 24.89, longitude: 67.09, aliases: ['MAJU'] },
  { name: 'Baqai Medical University', city: 'Karachi', latitude: 25, longitude: 67.17, aliases: ['Baqai'] },
  { name: 'Greenwich University', city: 'Karachi', latitude: 24.8, longitude: 67.06, aliases: ['Greenwich'] },

  // Rest of Punjab
  { name: 'University of Agriculture, Faisalabad', city: 'Faisalabad', latitude: 31.43, longitude: 73.07, aliases: ['UAF', 'Agriculture University Faisalabad', 'Zarai University'] },
  { name: 'Government College University, Faisalabad', city: 'Faisalabad', latitude: 31.416, longitude: 73.071, aliases: ['GCUF', 'GCU Faisalabad'] },
  { name: 'National Textile University', city: 'Faisalabad', latitude: 31.463, longitude: 73.148, aliases: ['NTU'] },
  { name: 'Bahauddin Zakariya University', city: 'Multan', latitude: 30.26, longitude: 71.511, aliases: ['BZU', 'Zakariya University'] },
  { name: 'Muhammad Nawaz Sharif University of Agriculture', city: 'Multan', latitude: 30.144, longitude: 71.438, aliases: ['MNSUAM', 'MNS Agriculture University'] },
  { name: 'Nishtar Medical University', city: 'Multan', latitude: 30.212, longitude: 71.485, aliases: ['NMU', 'Nishtar', 'Nishtar Medical College'] },
  { name: 'The Islamia University of Bahawalpur', city: 'Bahawalpur', latitude: 29.374, longitude: 71.762, aliases: ['IUB', 'Islamia University', 'Islamia University Bahawalpur'] },
  { name: 'University of Sargodha', city: 'Sargodha', latitude: 32.074, longitude: 72.683, aliases: ['UOS', 'Sargodha University'] },
  { name: 'University of Gujrat', city: 'Gujrat', latitude: 32.635, longitude: 74.16, aliases: ['UOG', 'Gujrat University'] },
  { name: 'Ghazi University', city: 'Dera Ghazi Khan', latitude: 30.05, longitude: 70.66, aliases: ['Ghazi University Dera Ghazi Khan', 'Ghazi University DG Khan'] },
  { name: 'University of Okara', city: 'Okara', latitude: 30.856, longitude: 73.518, aliases: ['Okara University'] },
  { name: 'Khwaja Fareed University of Engineering and Information Technology', city: 'Rahim Yar Khan', latitude: 28.408, longitude: 70.322, aliases: ['KFUEIT', 'Khwaja Fareed University'] },
  { name: 'Government College Women University, Faisalabad', city: 'Faisalabad', latitude: 31.42, longitude: 73.1, aliases: ['GCWUF'] },
  { name: 'The University of Faisalabad', city: 'Faisalabad', latitude: 31.45, longitude: 73.13, aliases: ['TUF', 'University of Faisalabad'] },
  { name: 'Faisalabad Medical University', city: 'Faisalabad', latitude: 31.44, longitude: 73.08, aliases: ['FMU', 'Punjab Medical College'] },
  { name: 'Women University Multan', city: 'Multan', latitude: 30.2, longitude: 71.47, aliases: ['WUM'] },
  { name: 'Emerson University Multan', city: 'Multan', latitude: 30.21, longitude: 71.46, aliases: ['Emerson University', 'Emerson College'] },
  { name: 'NFC Institute of Engineering and Technology', city: 'Multan', latitude: 30.15, longitude: 71.5, aliases: ['NFC IET', 'NFC'] },
  { name: 'Muhammad Nawaz Sharif University of Engineering and Technology', city: 'Multan', latitude: 30.16, longitude: 71.52, aliases: ['MNS-UET', 'MNSUET', 'UET Multan'] },
  { name: 'Cholistan University of Veterinary and Animal Sciences', city: 'Bahawalpur', latitude: 29.38, longitude: 71.71, aliases: ['CUVAS'] },
  { name: 'Government Sadiq College Women University', city: 'Bahawalpur', latitude: 29.39, longitude: 71.68, aliases: ['GSCWU'] },
  { name: 'University of Sialkot', city: 'Sialkot', latitude: 32.46, longitude: 74.53, aliases: ['USKT', 'Sialkot University'] },
  { name: 'Government College Women University, Sialkot', city: 'Sialkot', latitude: 32.5, longitude: 74.53, aliases: ['GCWUS'] },
  { name: 'GIFT University', city: 'Gujranwala', latitude: 32.2, longitude: 74.18, aliases: ['GIFT', 'GIFT Gujranwala'] },
  { name: 'University of Sahiwal', city: 'Sahiwal', latitude: 30.66, longitude: 73.13, aliases: ['Sahiwal University'] },
  { name: 'University of Jhang', city: 'Jhang', latitude: 31.27, longitude: 72.33, aliases: ['Jhang University'] },
  { name: 'University of Mianwali', city: 'Mianwali', latitude: 32.58, longitude: 71.55, aliases: ['Mianwali University'] },
  { name: 'University of Chakwal', city: 'Chakwal', latitude: 32.93, longitude: 72.86, aliases: ['Chakwal University'] },

  // Sindh
  { name: 'Mehran University of Engineering and Technology', city: 'Jamshoro', latitude: 25.407, longitude: 68.26, aliases: ['MUET', 'Mehran University'] },
  { name: 'University of Sindh', city: 'Jamshoro', latitude: 25.418, longitude: 68.274, aliases: ['Sindh University'] },
  { name: 'Liaquat University of Medical and Health Sciences', city: 'Jamshoro', latitude: 25.429, longitude: 68.288, aliases: ['LUMHS', 'Liaquat Medical University'] },
  { name: 'Sindh Agriculture University', city: 'Tando Jam', latitude: 25.423, longitude: 68.538, aliases: ['SAU'] },
  { name: 'Shah Abdul Latif University', city: 'Khairpur', latitude: 27.521, longitude: 68.754, aliases: ['SALU'] },
  { name: 'Sukkur IBA University', city: 'Sukkur', latitude: 27.711, longitude: 68.835, aliases: ['Sukkur IBA', 'IBA Sukkur', 'SIBAU'] },
  { name: 'Shaheed Benazir Bhutto University, Shaheed Benazirabad', city: 'Nawabshah', latitude: 26.25, longitude: 68.39, aliases: ['SBBU', 'SBBU Nawabshah'] },
  { name: 'Quaid-e-Awam University of Engineering, Science and Technology', city: 'Nawabshah', latitude: 26.25, longitude: 68.415, aliases: ['QUEST', 'QUEST Nawabshah'] },
  { name: 'Shaheed Mohtarma Benazir Bhutto Medical University', city: 'Larkana', latitude: 27.56, longitude: 68.21, aliases: ['SMBBMU', 'Chandka Medical College'] },
  { name: 'Isra University', city: 'Hyderabad', latitude: 25.42, longitude: 68.37, aliases: ['Isra'] },
  { name: 'Begum Nusrat Bhutto Women University', city: 'Sukkur', latitude: 27.7, longitude: 68.86, aliases: ['BNBWU'] },
  { name: 'Peoples University of Medical and Health Sciences for Women', city: 'Nawabshah', latitude: 26.25, longitude: 68.4, aliases: ['PUMHSW', 'PUMHS'] },
  { name: 'Shaikh Ayaz University', city: 'Shikarpur', latitude: 27.96, longitude: 68.64, aliases: ['SAUS', 'Shaikh Ayaz University Shikarpur'] },

  // Khyber Pakhtunkhwa
  { name: 'University of Peshawar', city: 'Peshawar', latitude: 34.001, longitude: 71.484, aliases: ['UOP', 'UoP', 'Peshawar University'] },
  { name: 'University of Engineering and Technology, Peshawar', city: 'Peshawar', latitude: 33.999, longitude: 71.487, aliases: ['UET Peshawar', 'UETP'] },
  { name: 'University of Agriculture, Peshawar', city: 'Peshawar', latitude: 34.015, longitude: 71.481, aliases: ['AUP', 'Agriculture University Peshawar'] },
  { name: 'Islamia College University', city: 'Peshawar', latitude: 34.004, longitude: 71.477, aliases: ['ICUP', 'Islamia College', 'Islamia College Peshawar'] },
  { name: 'Khyber Medical University', city: 'Peshawar', latitude: 33.981, longitude: 71.444, aliases: ['KMU'] },
  { name: 'Institute of Management Sciences, Peshawar', city: 'Peshawar', latitude: 33.97, longitude: 71.434, aliases: ['IMSciences', 'IMS Peshawar'] },
  { name: 'Ghulam Ishaq Khan Institute of Engineering Sciences and Technology', city: 'Topi', latitude: 34.069, longitude: 72.644, aliases: ['GIKI', 'GIK', 'GIK Institute'] },
  { name: 'Abdul Wali Khan University Mardan', city: 'Mardan', latitude: 34.205, longitude: 72.031, aliases: ['AWKUM', 'Abdul Wali Khan University'] },
  { name: 'Hazara University', city: 'Mansehra', latitude: 34.395, longitude: 73.255, aliases: ['Hazara University Mansehra'] },
  { name: 'Abbottabad University of Science and Technology', city: 'Havelian', latitude: 34.062, longitude: 73.155, aliases: ['AUST'] },
  { name: 'University of Haripur', city: 'Haripur', latitude: 33.986, longitude: 72.913, aliases: ['Haripur University'] },
  { name: 'University of Swat', city: 'Mingora', latitude: 34.84, longitude: 72.345, aliases: ['Swat University'] },
  { name: 'University of Malakand', city: 'Chakdara', latitude: 34.66, longitude: 72.02, aliases: ['Malakand University'] },
  { name: 'Kohat University of Science and Technology', city: 'Kohat', latitude: 33.545, longitude: 71.515, aliases: ['KUST'] },
  { name: 'Gomal University', city: 'Dera Ismail Khan', latitude: 31.82, longitude: 70.87, aliases: ['Gomal University Dera Ismail Khan'] },
  { name: 'University of Science and Technology, Bannu', city: 'Bannu', latitude: 32.96, longitude: 70.62, aliases: ['UST Bannu', 'USTB', 'Bannu University'] },
  { name: 'CECOS University of IT and Emerging Sciences', city: 'Peshawar', latitude: 33.98, longitude: 71.44, aliases: ['CECOS', 'CECOS University'] },
  { name: 'City University of Science and Information Technology', city: 'Peshawar', latitude: 34.03, longitude: 71.56, aliases: ['CUSIT', 'City University Peshawar'] },
  { name: 'Sarhad University of Science and Information Technology', city: 'Peshawar', latitude: 33.98, longitude: 71.49, aliases: ['SUIT', 'Sarhad University'] },
  { name: 'Shaheed Benazir Bhutto Women University', city: 'Peshawar', latitude: 34.02, longitude: 71.58, aliases: ['SBBWU'] },
  { name: 'Abasyn University', city: 'Peshawar', latitude: 33.98, longitude: 71.5, aliases: ['Abasyn'] },
  { name: 'Iqra National University', city: 'Peshawar', latitude: 33.99, longitude: 71.44, aliases: ['INU'] },
  { name: 'University of Swabi', city: 'Swabi', latitude: 34.13, longitude: 72.46, aliases: ['UOSwabi', 'Swabi University'] },
  { name: 'Bacha Khan University', city: 'Charsadda', latitude: 34.16, longitude: 71.73, aliases: ['BKUC', 'Bacha Khan University Charsadda'] },
  { name: 'Women University Mardan', city: 'Mardan', latitude: 34.2, longitude: 72.05, aliases: ['WUMardan'] },
  { name: 'Qurtuba University of Science and Information Technology', city: 'Dera Ismail Khan', latitude: 31.82, longitude: 70.9, aliases: ['Qurtuba University', 'Qurtuba'] },

  // Balochistan
  { name: 'University of Balochistan', city: 'Quetta', latitude: 30.17, longitude: 66.995, aliases: ['UOB', 'Balochistan University'] },
  { name: 'Balochistan University of Information Technology, Engineering and Management Sciences', city: 'Quetta', latitude: 30.265, longitude: 66.945, aliases: ['BUITEMS'] },
  { name: "Sardar Bahadur Khan Women's University", city: 'Quetta', latitude: 30.205, longitude: 67.005, aliases: ['SBKWU', 'SBK Women University'] },
  { name: 'Balochistan University of Engineering and Technology, Khuzdar', city: 'Khuzdar', latitude: 27.79, longitude: 66.62, aliases: ['BUET', 'BUET Khuzdar'] },
  { name: 'Lasbela University of Agriculture, Water and Marine Sciences', city: 'Uthal', latitude: 25.81, longitude: 66.63, aliases: ['LUAWMS', 'Lasbela University'] },
  { name: 'University of Turbat', city: 'Turbat', latitude: 26.0, longitude: 63.06, aliases: ['Turbat University'] },
  { name: 'Bolan University of Medical and Health Sciences', city: 'Quetta', latitude: 30.2, longitude: 67, aliases: ['BUMHS', 'Bolan Medical College'] },
  { name: 'University of Gwadar', city: 'Gwadar', latitude: 25.13, longitude: 62.32, aliases: ['UOG Gwadar', 'Gwadar University'] },

  // Gilgit-Baltistan
  { name: 'Karakoram International University', city: 'Gilgit', latitude: 35.927, longitude: 74.333, aliases: ['KIU'] },
  { name: 'University of Baltistan', city: 'Skardu', latitude: 35.3, longitude: 75.63, aliases: ['Baltistan University'] },

  // Azad Jammu and Kashmir
  { name: 'University of Azad Jammu and Kashmir', city: 'Muzaffarabad', latitude: 34.353, longitude: 73.475, aliases: ['UAJK', 'AJK University', 'Azad Kashmir University'] },
  { name: 'Mirpur University of Science and Technology', city: 'Mirpur', latitude: 33.146, longitude: 73.745, aliases: ['MUST'] },
  { name: 'University of Kotli', city: 'Kotli', latitude: 33.505, longitude: 73.895, aliases: ['Kotli University'] },
  { name: 'University of Poonch', city: 'Rawalakot', latitude: 33.86, longitude: 73.76, aliases: ['Poonch University'] },
  { name: 'Women University of Azad Jammu and Kashmir Bagh', city: 'Bagh', latitude: 33.98, longitude: 73.78, aliases: ['Women University Bagh'] },

  // Campuses in other cities than the main one, where students live near (issue 28)
  { name: 'COMSATS University Islamabad, Lahore Campus', city: 'Lahore', latitude: 31.401, longitude: 74.212, aliases: ['COMSATS Lahore', 'CUI Lahore', 'CIIT Lahore'] },
  { name: 'COMSATS University Islamabad, Wah Campus', city: 'Wah Cantt', latitude: 33.76, longitude: 72.76, aliases: ['COMSATS Wah', 'CUI Wah', 'CIIT Wah'] },
  { name: 'COMSATS University Islamabad, Abbottabad Campus', city: 'Abbottabad', latitude: 34.2, longitude: 73.24, aliases: ['COMSATS Abbottabad', 'CUI Abbottabad', 'CIIT Abbottabad'] },
  { name: 'COMSATS University Islamabad, Attock Campus', city: 'Attock', latitude: 33.77, longitude: 72.36, aliases: ['COMSATS Attock', 'CUI Attock', 'CIIT Attock'] },
  { name: 'COMSATS University Islamabad, Sahiwal Campus', city: 'Sahiwal', latitude: 30.65, longitude: 73.08, aliases: ['COMSATS Sahiwal', 'CUI Sahiwal', 'CIIT Sahiwal'] },
  { name: 'COMSATS University Islamabad, Vehari Campus', city: 'Vehari', latitude: 30.03, longitude: 72.35, aliases: ['COMSATS Vehari', 'CUI Vehari', 'CIIT Vehari'] },
  { name: 'FAST National University, Lahore Campus', city: 'Lahore', latitude: 31.481, longitude: 74.303, aliases: ['FAST Lahore', 'FAST NUCES Lahore', 'NUCES Lahore'] },
  { name: 'FAST National University, Karachi Campus', city: 'Karachi', latitude: 24.857, longitude: 67.264, aliases: ['FAST Karachi', 'FAST NUCES Karachi', 'NUCES Karachi'] },
  { name: 'FAST National University, Peshawar Campus', city: 'Peshawar', latitude: 33.99, longitude: 71.46, aliases: ['FAST Peshawar', 'FAST NUCES Peshawar', 'NUCES Peshawar'] },
  { name: 'FAST National University, Chiniot-Faisalabad Campus', city: 'Chiniot', latitude: 31.62, longitude: 73.02, aliases: ['FAST Faisalabad', 'FAST Chiniot', 'FAST NUCES Faisalabad', 'NUCES Faisalabad'] },
  { name: 'College of Electrical and Mechanical Engineering, NUST', city: 'Rawalpindi', latitude: 33.605, longitude: 73.005, aliases: ['EME', 'NUST EME', 'NUST Rawalpindi'] },
  { name: 'Military College of Signals, NUST', city: 'Rawalpindi', latitude: 33.585, longitude: 73.065, aliases: ['MCS', 'NUST MCS'] },
  { name: 'Army Medical College, NUST', city: 'Rawalpindi', latitude: 33.58, longitude: 73.07, aliases: ['AMC', 'NUST AMC'] },
  { name: 'Military College of Engineering, NUST', city: 'Risalpur', latitude: 34.07, longitude: 71.99, aliases: ['MCE', 'NUST MCE', 'NUST Risalpur'] },
  { name: 'Pakistan Navy Engineering College, NUST', city: 'Karachi', latitude: 24.873, longitude: 67.1, aliases: ['PNEC', 'NUST PNEC', 'NUST Karachi'] },
  { name: 'Bahria University, Karachi Campus', city: 'Karachi', latitude: 24.893, longitude: 67.088, aliases: ['Bahria Karachi', 'BUKC'] },
  { name: 'Bahria University, Lahore Campus', city: 'Lahore', latitude: 31.47, longitude: 74.27, aliases: ['Bahria Lahore', 'BULC'] },
];
