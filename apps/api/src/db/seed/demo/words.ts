/**
 * The words of the demo data: hostel names, descriptions, rules, mess menus and room texts.
 * Pure data tables; bench/seed-scale.ts draws its hostels from them too. Order matters: the
 * seeded generator picks by index, so reordering or adding changes the demo data.
 */
import type { BedType } from '@hostelhub/shared';

// Hostel names
export const NAME_PREFIXES = [
  'Al-Noor',
  'Iqra',
  'Jinnah',
  'Quaid',
  'Iqbal',
  'Al-Huda',
  'Madina',
  'Al-Falah',
  'Crescent',
  'Green View',
  'Sunrise',
  'Shaheen',
  'Al-Habib',
  'Al-Rehman',
  'Hira',
  'Al-Aziz',
  'Royal',
  'Paradise',
  'Al-Kausar',
  'Comfort',
  'Faisal',
  'Star',
  'Pak',
  'Zam Zam',
  'Al-Mustafa',
  'New Era',
];
export const FEMALE_PREFIXES = [
  'Fatima',
  'Ayesha',
  'Zainab',
  'Khadija',
  'Maryam',
  'Rabia',
  'Noor',
  'Hafsa',
];
export const CITY_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Karachi: ['Mehran', 'Sea Breeze', 'Quaid-e-Azam'],
  Lahore: ['Ravi', 'Shalimar', 'Minar'],
  Islamabad: ['Margalla', 'Capital', 'Daman-e-Koh'],
  Rawalpindi: ['Pindi', 'Potohar'],
  Faisalabad: ['Lyallpur', 'Chenab'],
  Multan: ['Sultan', 'Multan Heights'],
  Peshawar: ['Khyber', 'Frontier'],
  Hyderabad: ['Indus', 'Sindh'],
  Abbottabad: ['Pine View', 'Hazara'],
  Gujranwala: ['Punjab', 'Sheranwala'],
  Quetta: ['Chiltan', 'Bolan'],
  Sialkot: ['Allama', 'Iqbal Town'],
};
export const TOWN_STYLES = ['Executive', 'Premium', 'Students', 'Comfort', 'Elite', 'Model'];

// Hostel descriptions, rules and moderation
export const SETTINGS = [
  'in a quiet residential street',
  'close to the main road with easy public transport',
  'near markets, banks and pharmacies',
  'a few minutes from the nearest bus stop',
  'in a safe, well-lit neighbourhood',
];
export const HIGHLIGHTS = [
  'Rooms are cleaned daily and the building has round-the-clock security with CCTV.',
  'We offer fast WiFi, UPS backup during load-shedding and filtered drinking water.',
  'Every floor has clean washrooms with geysers and a water cooler.',
  'The building is newly renovated with airy rooms and plenty of natural light.',
  'A resident warden looks after the hostel and is available day and night.',
  'Students get a quiet study room and a common room with a TV.',
];
export const MESS_HIGHLIGHTS = [
  'Fresh home-style meals are cooked in our own mess three times a day.',
  'Our mess serves hygienic desi food with a special menu every Friday and Sunday.',
];
export const CLOSINGS = [
  'Ideal for university students and young professionals.',
  'Parents are welcome to visit before booking.',
  'Seats fill quickly before each semester, so book early.',
  'Monthly and semester-wise packages are available.',
];
export const FEMALE_CLOSINGS = [
  'A female warden lives on site and visitors are met in the guest lounge.',
  'Parents are welcome to visit before booking; male visitors are met in the guest lounge.',
];

export const RULES_COMMON = [
  'Rent is due by the 5th of every month; one month of security is refundable.',
  'Smoking is not allowed inside the building.',
  'Keep noise down after 11:00 PM out of respect for students who study late.',
  'Guests are met in the visitors area only; overnight guests are not allowed.',
  'Switch off lights, fans and ACs when leaving the room.',
  'Cooking in rooms is not allowed; use the kitchen or the mess.',
  'Show your CNIC or student card at admission.',
  'Any damage to hostel property is charged to the resident.',
];

export const REJECTION_REASONS = [
  'The photos do not show the actual building. Please upload real photos of the hostel.',
  'We could not verify the address. Please add the full street address and pin the location.',
  'The price range looks incorrect. Please list the real monthly rent.',
  'The contact number did not answer during verification.',
];

// Mess menus
export const BREAKFASTS = [
  'Paratha with anda fry and chai',
  'Aloo paratha with dahi and chai',
  'Omelette, paratha and chai',
  'Bread, butter, jam and chai',
  'Anda paratha roll and chai',
  'Chana with naan and chai',
  'Boiled eggs, toast and chai',
  'Lassi with paratha',
  'Qeema paratha and chai',
];
export const LUNCHES = [
  'Daal chawal with salad',
  'Aloo gosht with roti',
  'Sabzi roti',
  'Chana daal with roti',
  'Kadhi pakora with chawal',
  'Mix sabzi with roti',
  'Chicken pulao with raita',
  'Daal mash with roti',
  'Aloo palak with roti',
  'Lobia with chawal',
  'Bhindi with roti',
];
export const DINNERS = [
  'Chicken karahi with naan',
  'Qeema with roti',
  'Haleem with naan',
  'Chicken qorma with roti',
  'Aloo qeema with roti',
  'Beef nihari with naan',
  'Daal chawal and kheer',
  'Chicken handi with roti',
  'Shami kabab with daal and roti',
  'Anda curry with chawal',
  'Palak chicken with roti',
  'Chicken tikka with naan',
];
export const MESS_DESCRIPTIONS = [
  'Three fresh desi meals a day, cooked in our own kitchen. Menu changes weekly.',
  'Hygienic home-style food prepared by experienced cooks. Tea is served with every breakfast.',
  'Breakfast, lunch and dinner served in the mess hall; special dishes on Friday and Sunday.',
  'Freshly cooked meals with chapati made on the spot. Meals can be packed for late classes.',
];

// Rooms
export const ROOM_FEATURES = [
  'Geyser',
  'Study lamp',
  'Cross ventilation',
  'UPS point',
  'Ceiling fan',
  'Lockable cupboard',
  'Mini fridge',
  'Room cooler',
  'Window blinds',
  'Iron stand',
  'Carpeted floor',
  'Wall mirror',
];

export const BED_WORDS: Readonly<Record<BedType, string>> = {
  single: 'single beds',
  double: 'a double bed',
  queen: 'a queen bed',
  king: 'a king bed',
  bunk: 'bunk beds',
};

/** How a room description starts: 'A bright room for...'. */
export const ROOM_ADJECTIVES = ['bright', 'spacious', 'clean', 'well-ventilated', 'cosy'];
/** The second sentence of a room description; '' for none. */
export const ROOM_EXTRAS = [
  'Each resident gets a cupboard and a study table.',
  'Windows open onto the street for fresh air and daylight.',
  'Bedding is provided and changed every week.',
  'Close to the washrooms and the water cooler.',
  '',
];
