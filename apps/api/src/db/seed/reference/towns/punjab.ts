import type { TownSeed } from './town-seed.ts';

/** The seeded areas of the cities of Punjab; ../towns.ts says how they were chosen. */
// One area per line, grouped by city in the order of CITIES: first the areas, then the roads
// out of town, each 1.2 km from the centre towards the town it leads to.
// prettier-ignore
export const PUNJAB_TOWNS: readonly TownSeed[] = [
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
  { city: 'Lahore', name: 'Muslim Town', latitude: 31.512, longitude: 74.31 },
  { city: 'Lahore', name: 'Ichhra', latitude: 31.533, longitude: 74.315 },
  { city: 'Lahore', name: 'Mozang', latitude: 31.551, longitude: 74.318 },
  { city: 'Lahore', name: 'Krishan Nagar', latitude: 31.566, longitude: 74.298 },
  { city: 'Lahore', name: 'Gulshan-e-Ravi', latitude: 31.552, longitude: 74.278 },
  { city: 'Lahore', name: 'Garhi Shahu', latitude: 31.563, longitude: 74.343 },
  { city: 'Lahore', name: 'Dharampura', latitude: 31.562, longitude: 74.36 },
  { city: 'Lahore', name: 'Baghbanpura', latitude: 31.585, longitude: 74.37 },
  { city: 'Lahore', name: 'Shadbagh', latitude: 31.59, longitude: 74.33 },
  { city: 'Lahore', name: 'Shahdara', latitude: 31.62, longitude: 74.285 },
  { city: 'Lahore', name: 'Cavalry Ground', latitude: 31.503, longitude: 74.37 },
  { city: 'Lahore', name: 'Thokar Niaz Baig', latitude: 31.473, longitude: 74.24 },

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
  { city: 'Rawalpindi', name: 'Committee Chowk', latitude: 33.614, longitude: 73.066 },
  { city: 'Rawalpindi', name: 'Chandni Chowk', latitude: 33.632, longitude: 73.071 },
  { city: 'Rawalpindi', name: 'Commercial Market', latitude: 33.637, longitude: 73.073 },
  { city: 'Rawalpindi', name: '6th Road', latitude: 33.643, longitude: 73.078 },
  { city: 'Rawalpindi', name: 'Shamsabad', latitude: 33.654, longitude: 73.083 },

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

  // Bahawalpur
  { city: 'Bahawalpur', name: 'Farid Gate', latitude: 29.3957, longitude: 71.6833 },
  { city: 'Bahawalpur', name: 'Shahi Bazaar', latitude: 29.3962, longitude: 71.68 },
  { city: 'Bahawalpur', name: 'Circular Road', latitude: 29.3985, longitude: 71.6865 },
  { city: 'Bahawalpur', name: 'Model Town A', latitude: 29.388, longitude: 71.668 },
  { city: 'Bahawalpur', name: 'Model Town B', latitude: 29.393, longitude: 71.657 },
  { city: 'Bahawalpur', name: 'Baghdad-ul-Jadeed', latitude: 29.377, longitude: 71.758 },
  { city: 'Bahawalpur', name: 'Yazman Road', latitude: 29.385, longitude: 71.686 },
  { city: 'Bahawalpur', name: 'Ahmedpur Road', latitude: 29.3895, longitude: 71.6733 },
  { city: 'Bahawalpur', name: 'Hasilpur Road', latitude: 29.3996, longitude: 71.6951 },

  // Sargodha
  { city: 'Sargodha', name: 'University Road', latitude: 32.0745, longitude: 72.6795 },
  { city: 'Sargodha', name: 'Satellite Town', latitude: 32.0785, longitude: 72.688 },
  { city: 'Sargodha', name: 'Civil Lines', latitude: 32.0825, longitude: 72.667 },
  { city: 'Sargodha', name: 'Faisalabad Road', latitude: 32.074, longitude: 72.677 },
  { city: 'Sargodha', name: 'Khushab Road', latitude: 32.0903, longitude: 72.6611 },
  { city: 'Sargodha', name: 'Jhang Road', latitude: 32.0735, longitude: 72.6667 },
  { city: 'Sargodha', name: 'Bhalwal Road', latitude: 32.091, longitude: 72.6804 },
  { city: 'Sargodha', name: 'Sillanwali Road', latitude: 32.0737, longitude: 72.6661 },

  // Sahiwal
  { city: 'Sahiwal', name: 'Farid Town', latitude: 30.6772, longitude: 73.103 },
  { city: 'Sahiwal', name: 'High Street', latitude: 30.6682, longitude: 73.1093 },
  { city: 'Sahiwal', name: 'Civil Lines', latitude: 30.6646, longitude: 73.1051 },
  { city: 'Sahiwal', name: 'GT Road', latitude: 30.6763, longitude: 73.1145 },
  { city: 'Sahiwal', name: 'Pakpattan Road', latitude: 30.6595, longitude: 73.1188 },
  { city: 'Sahiwal', name: 'Arifwala Road', latitude: 30.6575, longitude: 73.1101 },
  { city: 'Sahiwal', name: 'Chichawatni Road', latitude: 30.6644, longitude: 73.0997 },
  { city: 'Sahiwal', name: 'Faisalabad Road', latitude: 30.679, longitude: 73.1109 },

  // Dera Ghazi Khan
  { city: 'Dera Ghazi Khan', name: 'Model Town', latitude: 30.0504, longitude: 70.6341 },
  { city: 'Dera Ghazi Khan', name: 'Railway Road', latitude: 30.0432, longitude: 70.6424 },
  { city: 'Dera Ghazi Khan', name: 'Ghalla Mandi', latitude: 30.0477, longitude: 70.6445 },
  { city: 'Dera Ghazi Khan', name: 'Main Bazaar', latitude: 30.0468, longitude: 70.6413 },
  { city: 'Dera Ghazi Khan', name: 'Multan Road', latitude: 30.0482, longitude: 70.6525 },
  { city: 'Dera Ghazi Khan', name: 'Jampur Road', latitude: 30.0352, longitude: 70.6391 },
  { city: 'Dera Ghazi Khan', name: 'Sakhi Sarwar Road', latitude: 30.0444, longitude: 70.628 },
  { city: 'Dera Ghazi Khan', name: 'Taunsa Road', latitude: 30.0567, longitude: 70.6405 },

  // Rahim Yar Khan
  { city: 'Rahim Yar Khan', name: 'Shahi Road', latitude: 28.4202, longitude: 70.2983 },
  { city: 'Rahim Yar Khan', name: 'Model Town', latitude: 28.4274, longitude: 70.3034 },
  { city: 'Rahim Yar Khan', name: 'Abu Dhabi Road', latitude: 28.41, longitude: 70.315 },
  { city: 'Rahim Yar Khan', name: 'Railway Road', latitude: 28.4175, longitude: 70.2932 },
  { city: 'Rahim Yar Khan', name: 'Ghalla Mandi', latitude: 28.4229, longitude: 70.2911 },
  { city: 'Rahim Yar Khan', name: 'Sadiqabad Road', latitude: 28.4133, longitude: 70.2857 },
  { city: 'Rahim Yar Khan', name: 'Khanpur Road', latitude: 28.4265, longitude: 70.3052 },
  { city: 'Rahim Yar Khan', name: 'Airport Road', latitude: 28.4101, longitude: 70.291 },

  // Sheikhupura
  { city: 'Sheikhupura', name: 'Housing Colony', latitude: 31.7185, longitude: 73.9836 },
  { city: 'Sheikhupura', name: 'Hiran Minar', latitude: 31.7465, longitude: 73.9505 },
  { city: 'Sheikhupura', name: 'Lahore Road', latitude: 31.7076, longitude: 73.9892 },
  { city: 'Sheikhupura', name: 'Sargodha Road', latitude: 31.7166, longitude: 73.9663 },
  { city: 'Sheikhupura', name: 'Faisalabad Road', latitude: 31.7093, longitude: 73.9664 },
  { city: 'Sheikhupura', name: 'Gujranwala Road', latitude: 31.7232, longitude: 73.9829 },
  { city: 'Sheikhupura', name: 'Muridke Road', latitude: 31.7169, longitude: 73.9902 },
  { city: 'Sheikhupura', name: 'Sharaqpur Road', latitude: 31.7048, longitude: 73.9865 },
  { city: 'Sheikhupura', name: 'Jandiala Road', latitude: 31.7214, longitude: 73.9701 },

  // Jhang
  { city: 'Jhang', name: 'Satellite Town', latitude: 31.2735, longitude: 72.3244 },
  { city: 'Jhang', name: 'Gojra Road', latitude: 31.2643, longitude: 72.3299 },
  { city: 'Jhang', name: 'Faisalabad Road', latitude: 31.2706, longitude: 72.3304 },
  { city: 'Jhang', name: 'Chiniot Road', latitude: 31.2749, longitude: 72.3279 },
  { city: 'Jhang', name: 'Shorkot Road', latitude: 31.2584, longitude: 72.3126 },
  { city: 'Jhang', name: 'Toba Road', latitude: 31.2584, longitude: 72.3235 },
  { city: 'Jhang', name: 'Sargodha Road', latitude: 31.2782, longitude: 72.3224 },
  { city: 'Jhang', name: 'Bhakkar Road', latitude: 31.2717, longitude: 72.3062 },

  // Gujrat
  { city: 'Gujrat', name: 'Rehman Shaheed Road', latitude: 32.5769, longitude: 74.0669 },
  { city: 'Gujrat', name: 'Shadman Colony', latitude: 32.5787, longitude: 74.0647 },
  { city: 'Gujrat', name: 'Kutchery Chowk', latitude: 32.5751, longitude: 74.0786 },
  { city: 'Gujrat', name: 'Model Town', latitude: 32.5697, longitude: 74.0882 },
  { city: 'Gujrat', name: 'GT Road', latitude: 32.5688, longitude: 74.0946 },
  { city: 'Gujrat', name: 'Bhimber Road', latitude: 32.585, longitude: 74.0755 },
  { city: 'Gujrat', name: 'Jalalpur Jattan Road', latitude: 32.5798, longitude: 74.0864 },
  { city: 'Gujrat', name: 'Sargodha Road', latitude: 32.5666, longitude: 74.0663 },

  // Kasur
  { city: 'Kasur', name: 'Darbar Baba Bulleh Shah', latitude: 31.1178, longitude: 74.4456 },
  { city: 'Kasur', name: 'Kot Murad Khan', latitude: 31.1241, longitude: 74.4414 },
  { city: 'Kasur', name: 'Kot Halim Khan', latitude: 31.1142, longitude: 74.452 },
  { city: 'Kasur', name: 'Steel Bagh', latitude: 31.1232, longitude: 74.453 },
  { city: 'Kasur', name: 'Railway Road', latitude: 31.1151, longitude: 74.4435 },
  { city: 'Kasur', name: 'Lahore Road', latitude: 31.1293, longitude: 74.4444 },
  { city: 'Kasur', name: 'Depalpur Road', latitude: 31.1128, longitude: 74.4362 },
  { city: 'Kasur', name: 'Raiwind Road', latitude: 31.1246, longitude: 74.4362 },

  // Okara
  { city: 'Okara', name: 'GT Road', latitude: 30.8174, longitude: 73.4534 },
  { city: 'Okara', name: 'Civil Lines', latitude: 30.8111, longitude: 73.4565 },
  { city: 'Okara', name: 'Cantt', latitude: 30.8273, longitude: 73.4743 },
  { city: 'Okara', name: 'Railway Road', latitude: 30.812, longitude: 73.4503 },
  { city: 'Okara', name: 'Ghalla Mandi', latitude: 30.8165, longitude: 73.4482 },
  { city: 'Okara', name: 'Depalpur Road', latitude: 30.8069, longitude: 73.463 },
  { city: 'Okara', name: 'Gogera Road', latitude: 30.8239, longitude: 73.4491 },
  { city: 'Okara', name: 'Haveli Lakha Road', latitude: 30.8045, longitude: 73.4597 },

  // Chiniot
  { city: 'Chiniot', name: 'Railway Road', latitude: 31.7173, longitude: 72.981 },
  { city: 'Chiniot', name: 'Umar Hayat Mahal', latitude: 31.7209, longitude: 72.9821 },
  { city: 'Chiniot', name: 'Faisalabad Road', latitude: 31.7096, longitude: 72.9824 },
  { city: 'Chiniot', name: 'Sargodha Road', latitude: 31.7288, longitude: 72.9715 },
  { city: 'Chiniot', name: 'Jhang Road', latitude: 31.7133, longitude: 72.969 },
  { city: 'Chiniot', name: 'Pindi Bhattian Road', latitude: 31.7263, longitude: 72.9892 },
  { city: 'Chiniot', name: 'Lalian Road', latitude: 31.7262, longitude: 72.9685 },
  { city: 'Chiniot', name: 'Bhowana Road', latitude: 31.7146, longitude: 72.9679 },

  // Hafizabad
  { city: 'Hafizabad', name: 'Railway Road', latitude: 32.0727, longitude: 73.6859 },
  { city: 'Hafizabad', name: 'Ghalla Mandi', latitude: 32.0682, longitude: 73.6901 },
  { city: 'Hafizabad', name: 'Main Bazaar', latitude: 32.0718, longitude: 73.6891 },
  { city: 'Hafizabad', name: 'Gujranwala Road', latitude: 32.0738, longitude: 73.7003 },
  { city: 'Hafizabad', name: 'Pindi Bhattian Road', latitude: 32.0662, longitude: 73.6766 },
  { city: 'Hafizabad', name: 'Sheikhupura Road', latitude: 32.062, longitude: 73.6952 },
  { city: 'Hafizabad', name: 'Alipur Chatha Road', latitude: 32.0792, longitude: 73.6962 },
  { city: 'Hafizabad', name: 'Jalalpur Bhattian Road', latitude: 32.0672, longitude: 73.676 },

  // Khanewal
  { city: 'Khanewal', name: 'Railway Road', latitude: 30.3035, longitude: 71.9331 },
  { city: 'Khanewal', name: 'Ghalla Mandi', latitude: 30.2999, longitude: 71.929 },
  { city: 'Khanewal', name: 'Main Bazaar', latitude: 30.3026, longitude: 71.9311 },
  { city: 'Khanewal', name: 'Multan Road', latitude: 30.299, longitude: 71.92 },
  { city: 'Khanewal', name: 'Kabirwala Road', latitude: 30.3112, longitude: 71.9261 },
  { city: 'Khanewal', name: 'Mian Channu Road', latitude: 30.3055, longitude: 71.9438 },
  { city: 'Khanewal', name: 'Jahanian Road', latitude: 30.2916, longitude: 71.9278 },
  { city: 'Khanewal', name: 'Tulamba Road', latitude: 30.3093, longitude: 71.9409 },

  // Muzaffargarh
  { city: 'Muzaffargarh', name: 'Railway Road', latitude: 30.0754, longitude: 71.1957 },
  { city: 'Muzaffargarh', name: 'Civil Lines', latitude: 30.0709, longitude: 71.1978 },
  { city: 'Muzaffargarh', name: 'Ghalla Mandi', latitude: 30.0718, longitude: 71.1905 },
  { city: 'Muzaffargarh', name: 'Multan Road', latitude: 30.0786, longitude: 71.2047 },
  { city: 'Muzaffargarh', name: 'Alipur Road', latitude: 30.0634, longitude: 71.1894 },
  { city: 'Muzaffargarh', name: 'Dera Ghazi Khan Road', latitude: 30.073, longitude: 71.1811 },
  { city: 'Muzaffargarh', name: 'Kot Addu Road', latitude: 30.0833, longitude: 71.1881 },
  { city: 'Muzaffargarh', name: 'Jhang Road', latitude: 30.082, longitude: 71.2014 },

  // Mandi Bahauddin
  { city: 'Mandi Bahauddin', name: 'Railway Road', latitude: 32.5879, longitude: 73.4896 },
  { city: 'Mandi Bahauddin', name: 'Ghalla Mandi', latitude: 32.5834, longitude: 73.4938 },
  { city: 'Mandi Bahauddin', name: 'Main Bazaar', latitude: 32.587, longitude: 73.4928 },
  { city: 'Mandi Bahauddin', name: 'Phalia Road', latitude: 32.5764, longitude: 73.4972 },
  { city: 'Mandi Bahauddin', name: 'Malakwal Road', latitude: 32.5852, longitude: 73.4789 },
  { city: 'Mandi Bahauddin', name: 'Gujrat Road', latitude: 32.5859, longitude: 73.5045 },
  { city: 'Mandi Bahauddin', name: 'Kharian Road', latitude: 32.5924, longitude: 73.5021 },
  { city: 'Mandi Bahauddin', name: 'Rasul Road', latitude: 32.5967, longitude: 73.4939 },

  // Jhelum
  { city: 'Jhelum', name: 'Cantt', latitude: 32.9317, longitude: 73.7193 },
  { city: 'Jhelum', name: 'Civil Lines', latitude: 32.9443, longitude: 73.7289 },
  { city: 'Jhelum', name: 'GT Road', latitude: 32.947, longitude: 73.7214 },
  { city: 'Jhelum', name: 'Machine Mohalla', latitude: 32.9434, longitude: 73.7343 },
  { city: 'Jhelum', name: 'Kala Gujran', latitude: 32.956, longitude: 73.7096 },
  { city: 'Jhelum', name: 'Railway Road', latitude: 32.9398, longitude: 73.7268 },
  { city: 'Jhelum', name: 'Rohtas Road', latitude: 32.9462, longitude: 73.7136 },
  { city: 'Jhelum', name: 'Pind Dadan Khan Road', latitude: 32.9368, longitude: 73.7147 },

  // Pakpattan
  { city: 'Pakpattan', name: 'Darbar Baba Farid', latitude: 30.3445, longitude: 73.3849 },
  { city: 'Pakpattan', name: 'Railway Road', latitude: 30.3409, longitude: 73.3891 },
  { city: 'Pakpattan', name: 'Ghalla Mandi', latitude: 30.3463, longitude: 73.3901 },
  { city: 'Pakpattan', name: 'Sahiwal Road', latitude: 30.3523, longitude: 73.3796 },
  { city: 'Pakpattan', name: 'Arifwala Road', latitude: 30.3416, longitude: 73.3747 },
  { city: 'Pakpattan', name: 'Depalpur Road', latitude: 30.3524, longitude: 73.3942 },
  { city: 'Pakpattan', name: 'Bahawalnagar Road', latitude: 30.3334, longitude: 73.383 },
  { city: 'Pakpattan', name: 'Qaboola Road', latitude: 30.3374, longitude: 73.3768 },

  // Bahawalnagar
  { city: 'Bahawalnagar', name: 'Railway Road', latitude: 30.0001, longitude: 73.2557 },
  { city: 'Bahawalnagar', name: 'Ghalla Mandi', latitude: 29.9956, longitude: 73.2515 },
  { city: 'Bahawalnagar', name: 'Main Bazaar', latitude: 29.9992, longitude: 73.2526 },
  { city: 'Bahawalnagar', name: 'Haroonabad Road', latitude: 29.9879, longitude: 73.2504 },
  { city: 'Bahawalnagar', name: 'Chishtian Road', latitude: 29.9928, longitude: 73.2428 },
  { city: 'Bahawalnagar', name: 'Minchinabad Road', latitude: 30.0038, longitude: 73.2643 },
  { city: 'Bahawalnagar', name: 'Pakpattan Road', latitude: 30.0085, longitude: 73.2575 },

  // Attock
  { city: 'Attock', name: 'Cantt', latitude: 33.7622, longitude: 72.3687 },
  { city: 'Attock', name: 'Civil Lines', latitude: 33.7694, longitude: 72.3632 },
  { city: 'Attock', name: 'Railway Road', latitude: 33.7649, longitude: 72.3568 },
  { city: 'Attock', name: 'Main Bazaar', latitude: 33.7676, longitude: 72.3589 },
  { city: 'Attock', name: 'Kamra Road', latitude: 33.7771, longitude: 72.3634 },
  { city: 'Attock', name: 'Fateh Jang Road', latitude: 33.7597, longitude: 72.3699 },
  { city: 'Attock', name: 'Pindi Gheb Road', latitude: 33.756, longitude: 72.3581 },

  // Vehari
  { city: 'Vehari', name: 'Railway Road', latitude: 30.0471, longitude: 72.351 },
  { city: 'Vehari', name: 'Ghalla Mandi', latitude: 30.0426, longitude: 72.3468 },
  { city: 'Vehari', name: 'Main Bazaar', latitude: 30.0462, longitude: 72.3479 },
  { city: 'Vehari', name: 'Multan Road', latitude: 30.0475, longitude: 72.3367 },
  { city: 'Vehari', name: 'Burewala Road', latitude: 30.0499, longitude: 72.3602 },
  { city: 'Vehari', name: 'Mailsi Road', latitude: 30.0361, longitude: 72.3424 },

  // Mianwali
  { city: 'Mianwali', name: 'Civil Lines', latitude: 32.588, longitude: 71.5468 },
  { city: 'Mianwali', name: 'Talagang Road', latitude: 32.5899, longitude: 71.5552 },
  { city: 'Mianwali', name: 'Sargodha Road', latitude: 32.5803, longitude: 71.555 },
  { city: 'Mianwali', name: 'Kalabagh Road', latitude: 32.5961, longitude: 71.5438 },

  // Chakwal
  { city: 'Chakwal', name: 'Railway Road', latitude: 32.9346, longitude: 72.8651 },
  { city: 'Chakwal', name: 'Talagang Road', latitude: 32.9327, longitude: 72.8501 },
  { city: 'Chakwal', name: 'Jhelum Road', latitude: 32.933, longitude: 72.8759 },

  // Murree
  { city: 'Murree', name: 'Mall Road', latitude: 33.907, longitude: 73.394 },
  { city: 'Murree', name: 'Kashmir Point', latitude: 33.915, longitude: 73.39 },
  { city: 'Murree', name: 'Pindi Point', latitude: 33.902, longitude: 73.385 },
  { city: 'Murree', name: 'Jhika Gali', latitude: 33.903, longitude: 73.41 },

  // Taxila
  { city: 'Taxila', name: 'GT Road', latitude: 33.745, longitude: 72.8 },
  { city: 'Taxila', name: 'Khanpur Road', latitude: 33.7496, longitude: 72.7988 },

  // Wah Cantt
  { city: 'Wah Cantt', name: 'Lalarukh', latitude: 33.7751, longitude: 72.7381 },
  { city: 'Wah Cantt', name: 'Aslam Market', latitude: 33.7733, longitude: 72.7554 },
  { city: 'Wah Cantt', name: 'Wah Model Town', latitude: 33.7661, longitude: 72.7598 },
  { city: 'Wah Cantt', name: 'New City', latitude: 33.7607, longitude: 72.7424 },
  { city: 'Wah Cantt', name: 'Officers Colony', latitude: 33.7769, longitude: 72.7543 },
  { city: 'Wah Cantt', name: 'GT Road', latitude: 33.7607, longitude: 72.7543 },

  // Kharian
  { city: 'Kharian', name: 'Cantt', latitude: 32.8182, longitude: 73.8564 },
  { city: 'Kharian', name: 'GT Road', latitude: 32.811, longitude: 73.8671 },

  // Kamoke
  { city: 'Kamoke', name: 'GT Road', latitude: 31.9744, longitude: 74.2254 },
  { city: 'Kamoke', name: 'Railway Road', latitude: 31.9762, longitude: 74.2212 },
  { city: 'Kamoke', name: 'Ghalla Mandi', latitude: 31.9717, longitude: 74.2201 },
  { city: 'Kamoke', name: 'Main Bazaar', latitude: 31.9753, longitude: 74.2222 },
  { city: 'Kamoke', name: 'Eminabad Road', latitude: 31.9842, longitude: 74.2287 },
  { city: 'Kamoke', name: 'Nowshera Virkan Road', latitude: 31.9735, longitude: 74.2106 },
  { city: 'Kamoke', name: 'Sheikhupura Road', latitude: 31.966, longitude: 74.2154 },
  { city: 'Kamoke', name: 'Tatlay Aali Road', latitude: 31.9725, longitude: 74.2358 },

  // Daska
  { city: 'Daska', name: 'Stadium Road', latitude: 32.3217, longitude: 74.3532 },
  { city: 'Daska', name: 'Ghalla Mandi', latitude: 32.3262, longitude: 74.3468 },
  { city: 'Daska', name: 'Main Bazaar', latitude: 32.3253, longitude: 74.3511 },
  { city: 'Daska', name: 'Sialkot Road', latitude: 32.3326, longitude: 74.3583 },
  { city: 'Daska', name: 'Gujranwala Road', latitude: 32.3166, longitude: 74.3411 },
  { city: 'Daska', name: 'Sambrial Road', latitude: 32.3352, longitude: 74.3502 },
  { city: 'Daska', name: 'Pasrur Road', latitude: 32.322, longitude: 74.3624 },
  { city: 'Daska', name: 'Wazirabad Road', latitude: 32.33, longitude: 74.3391 },

  // Muridke
  { city: 'Muridke', name: 'GT Road', latitude: 31.802, longitude: 74.2571 },
  { city: 'Muridke', name: 'Railway Road', latitude: 31.8038, longitude: 74.2529 },
  { city: 'Muridke', name: 'Ghalla Mandi', latitude: 31.7993, longitude: 74.2529 },
  { city: 'Muridke', name: 'Main Bazaar', latitude: 31.8029, longitude: 74.2539 },
  { city: 'Muridke', name: 'Sheikhupura Road', latitude: 31.7982, longitude: 74.2431 },
  { city: 'Muridke', name: 'Narowal Road', latitude: 31.8074, longitude: 74.266 },

  // Jaranwala
  { city: 'Jaranwala', name: 'Railway Road', latitude: 31.3351, longitude: 73.4188 },
  { city: 'Jaranwala', name: 'Ghalla Mandi', latitude: 31.3306, longitude: 73.4146 },
  { city: 'Jaranwala', name: 'Main Bazaar', latitude: 31.3342, longitude: 73.4156 },
  { city: 'Jaranwala', name: 'Faisalabad Road', latitude: 31.3364, longitude: 73.4046 },
  { city: 'Jaranwala', name: 'Nankana Road', latitude: 31.3379, longitude: 73.4281 },
  { city: 'Jaranwala', name: 'Sheikhupura Road', latitude: 31.34, longitude: 73.4266 },
  { city: 'Jaranwala', name: 'Tandlianwala Road', latitude: 31.3249, longitude: 73.4087 },

  // Gojra
  { city: 'Gojra', name: 'Railway Road', latitude: 31.1505, longitude: 72.6887 },
  { city: 'Gojra', name: 'Ghalla Mandi', latitude: 31.1469, longitude: 72.6834 },
  { city: 'Gojra', name: 'Main Bazaar', latitude: 31.1496, longitude: 72.6855 },
  { city: 'Gojra', name: 'Toba Road', latitude: 31.141, longitude: 72.6778 },
  { city: 'Gojra', name: 'Jhang Road', latitude: 31.1525, longitude: 72.6748 },
  { city: 'Gojra', name: 'Faisalabad Road', latitude: 31.1555, longitude: 72.6964 },
  { city: 'Gojra', name: 'Samundri Road', latitude: 31.1449, longitude: 72.6984 },

  // Burewala
  { city: 'Burewala', name: 'Railway Road', latitude: 30.1685, longitude: 72.6479 },
  { city: 'Burewala', name: 'Ghalla Mandi', latitude: 30.1649, longitude: 72.6531 },
  { city: 'Burewala', name: 'Main Bazaar', latitude: 30.1676, longitude: 72.651 },
  { city: 'Burewala', name: 'Vehari Road', latitude: 30.1622, longitude: 72.6387 },
  { city: 'Burewala', name: 'Arifwala Road', latitude: 30.1702, longitude: 72.6618 },
  { city: 'Burewala', name: 'Chichawatni Road', latitude: 30.1774, longitude: 72.6512 },
  { city: 'Burewala', name: 'Hasilpur Road', latitude: 30.1561, longitude: 72.6477 },
  { city: 'Burewala', name: 'Mailsi Road', latitude: 30.1595, longitude: 72.6407 },

  // Chishtian
  { city: 'Chishtian', name: 'Railway Road', latitude: 29.7985, longitude: 72.8599 },
  { city: 'Chishtian', name: 'Ghalla Mandi', latitude: 29.794, longitude: 72.8557 },
  { city: 'Chishtian', name: 'Main Bazaar', latitude: 29.7976, longitude: 72.8568 },
  { city: 'Chishtian', name: 'Bahawalnagar Road', latitude: 29.8022, longitude: 72.8685 },
  { city: 'Chishtian', name: 'Hasilpur Road', latitude: 29.7928, longitude: 72.8462 },
  { city: 'Chishtian', name: 'Haroonabad Road', latitude: 29.7901, longitude: 72.8677 },

  // Khanpur
  { city: 'Khanpur', name: 'Railway Road', latitude: 28.6471, longitude: 70.6587 },
  { city: 'Khanpur', name: 'Ghalla Mandi', latitude: 28.6426, longitude: 70.6547 },
  { city: 'Khanpur', name: 'Main Bazaar', latitude: 28.6462, longitude: 70.6557 },
  { city: 'Khanpur', name: 'Rahim Yar Khan Road', latitude: 28.6391, longitude: 70.6467 },
  { city: 'Khanpur', name: 'Liaquatpur Road', latitude: 28.6534, longitude: 70.6649 },
  { city: 'Khanpur', name: 'Zahir Pir Road', latitude: 28.6536, longitude: 70.6488 },
  { city: 'Khanpur', name: 'Chachran Road', latitude: 28.6453, longitude: 70.6444 },

  // Sadiqabad
  { city: 'Sadiqabad', name: 'Railway Road', latitude: 28.3024, longitude: 70.1322 },
  { city: 'Sadiqabad', name: 'Ghalla Mandi', latitude: 28.2979, longitude: 70.1282 },
  { city: 'Sadiqabad', name: 'Main Bazaar', latitude: 28.3015, longitude: 70.1292 },
  { city: 'Sadiqabad', name: 'Rahim Yar Khan Road', latitude: 28.3075, longitude: 70.1397 },
  { city: 'Sadiqabad', name: 'Kot Sabzal Road', latitude: 28.296, longitude: 70.1191 },
];
