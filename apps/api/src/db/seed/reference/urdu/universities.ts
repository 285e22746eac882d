/**
 * Urdu names of the reference universities (issue 24), keyed by the exact `name` of each
 * UniversitySeed in ../universities.ts. A university not listed here has no known Urdu name: its
 * `name_ur` stays null.
 *
 * Written by hand: the established Urdu name where there is one (جامعہ پنجاب, زرعی یونیورسٹی
 * فیصل آباد), else the transliteration Urdu newspapers use. A name whose Urdu spelling was not
 * certain was left out rather than guessed (HITEC University, Kinnaird College for Women
 * University).
 */

// One university per line, in the order of UNIVERSITIES, so the list stays easy to scan and diff.
// prettier-ignore
export const UNIVERSITY_NAMES_UR: Readonly<Record<string, string>> = {
  // Islamabad
  'Quaid-i-Azam University': 'قائداعظم یونیورسٹی',
  'National University of Sciences and Technology': 'نیشنل یونیورسٹی آف سائنسز اینڈ ٹیکنالوجی',
  'COMSATS University Islamabad': 'کامسیٹس یونیورسٹی اسلام آباد',
  'FAST National University of Computer and Emerging Sciences': 'فاسٹ نیشنل یونیورسٹی آف کمپیوٹر اینڈ ایمرجنگ سائنسز',
  'International Islamic University, Islamabad': 'بین الاقوامی اسلامی یونیورسٹی اسلام آباد',
  'Allama Iqbal Open University': 'علامہ اقبال اوپن یونیورسٹی',
  'National University of Modern Languages': 'نیشنل یونیورسٹی آف ماڈرن لینگویجز',
  'Air University': 'ایئر یونیورسٹی',
  'Bahria University': 'بحریہ یونیورسٹی',
  'National Defence University': 'نیشنل ڈیفنس یونیورسٹی',
  'Capital University of Science and Technology': 'کیپیٹل یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
  'Institute of Space Technology': 'انسٹی ٹیوٹ آف اسپیس ٹیکنالوجی',
  'Pakistan Institute of Engineering and Applied Sciences': 'پاکستان انسٹی ٹیوٹ آف انجینئرنگ اینڈ اپلائیڈ سائنسز',
  'Pakistan Institute of Development Economics': 'پاکستان انسٹی ٹیوٹ آف ڈویلپمنٹ اکنامکس',

  // Rawalpindi and Taxila
  'Fatima Jinnah Women University': 'فاطمہ جناح ویمن یونیورسٹی',
  'PMAS Arid Agriculture University': 'پیر مہر علی شاہ بارانی زرعی یونیورسٹی',
  'University of Engineering and Technology, Taxila': 'یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی ٹیکسلا',

  // Lahore
  'University of the Punjab': 'جامعہ پنجاب',
  'Lahore University of Management Sciences': 'لاہور یونیورسٹی آف مینجمنٹ سائنسز',
  'University of Engineering and Technology, Lahore': 'یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی لاہور',
  'Government College University, Lahore': 'گورنمنٹ کالج یونیورسٹی لاہور',
  'King Edward Medical University': 'کنگ ایڈورڈ میڈیکل یونیورسٹی',
  'University of Health Sciences, Lahore': 'یونیورسٹی آف ہیلتھ سائنسز لاہور',
  'Forman Christian College': 'فورمن کرسچن کالج',
  'University of Management and Technology': 'یونیورسٹی آف مینجمنٹ اینڈ ٹیکنالوجی',
  'University of Central Punjab': 'یونیورسٹی آف سینٹرل پنجاب',
  'Lahore College for Women University': 'لاہور کالج فار ویمن یونیورسٹی',
  'Information Technology University': 'انفارمیشن ٹیکنالوجی یونیورسٹی',
  'University of Veterinary and Animal Sciences': 'یونیورسٹی آف ویٹرنری اینڈ اینیمل سائنسز',
  'National College of Arts': 'نیشنل کالج آف آرٹس',
  'The University of Lahore': 'یونیورسٹی آف لاہور',

  // Karachi
  'University of Karachi': 'جامعہ کراچی',
  'NED University of Engineering and Technology': 'این ای ڈی یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی',
  'Aga Khan University': 'آغا خان یونیورسٹی',
  'Dow University of Health Sciences': 'ڈاؤ یونیورسٹی آف ہیلتھ سائنسز',
  'Institute of Business Administration, Karachi': 'انسٹی ٹیوٹ آف بزنس ایڈمنسٹریشن کراچی',
  'Federal Urdu University of Arts, Science and Technology': 'وفاقی اردو یونیورسٹی برائے فنون، سائنس و ٹیکنالوجی',
  'Sir Syed University of Engineering and Technology': 'سرسید یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی',
  'Habib University': 'حبیب یونیورسٹی',
  'Shaheed Zulfikar Ali Bhutto Institute of Science and Technology': 'شہید ذوالفقار علی بھٹو انسٹی ٹیوٹ آف سائنس اینڈ ٹیکنالوجی',
  'DHA Suffa University': 'ڈی ایچ اے صفہ یونیورسٹی',
  'Dawood University of Engineering and Technology': 'داؤد یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی',
  'Jinnah University for Women': 'جناح یونیورسٹی برائے خواتین',
  'Sindh Madressatul Islam University': 'سندھ مدرستہ الاسلام یونیورسٹی',

  // Rest of Punjab
  'University of Agriculture, Faisalabad': 'زرعی یونیورسٹی فیصل آباد',
  'Government College University, Faisalabad': 'گورنمنٹ کالج یونیورسٹی فیصل آباد',
  'National Textile University': 'نیشنل ٹیکسٹائل یونیورسٹی',
  'Bahauddin Zakariya University': 'بہاءالدین زکریا یونیورسٹی',
  'Muhammad Nawaz Sharif University of Agriculture': 'محمد نواز شریف یونیورسٹی آف ایگریکلچر',
  'Nishtar Medical University': 'نشتر میڈیکل یونیورسٹی',
  'The Islamia University of Bahawalpur': 'اسلامیہ یونیورسٹی بہاولپور',
  'University of Sargodha': 'سرگودھا یونیورسٹی',
  'University of Gujrat': 'یونیورسٹی آف گجرات',
  'Ghazi University': 'غازی یونیورسٹی',
  'University of Okara': 'یونیورسٹی آف اوکاڑہ',
  'Khwaja Fareed University of Engineering and Information Technology': 'خواجہ فرید یونیورسٹی آف انجینئرنگ اینڈ انفارمیشن ٹیکنالوجی',

  // Sindh
  'Mehran University of Engineering and Technology': 'مہران یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی',
  'University of Sindh': 'جامعہ سندھ',
  'Liaquat University of Medical and Health Sciences': 'لیاقت یونیورسٹی آف میڈیکل اینڈ ہیلتھ سائنسز',
  'Sindh Agriculture University': 'سندھ زرعی یونیورسٹی',
  'Shah Abdul Latif University': 'شاہ عبداللطیف یونیورسٹی',
  'Sukkur IBA University': 'سکھر آئی بی اے یونیورسٹی',
  'Shaheed Benazir Bhutto University, Shaheed Benazirabad': 'شہید بینظیر بھٹو یونیورسٹی شہید بینظیر آباد',
  'Quaid-e-Awam University of Engineering, Science and Technology': 'قائد عوام یونیورسٹی آف انجینئرنگ، سائنس اینڈ ٹیکنالوجی',
  'Shaheed Mohtarma Benazir Bhutto Medical University': 'شہید محترمہ بینظیر بھٹو میڈیکل یونیورسٹی',

  // Khyber Pakhtunkhwa
  'University of Peshawar': 'جامعہ پشاور',
  'University of Engineering and Technology, Peshawar': 'یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی پشاور',
  'University of Agriculture, Peshawar': 'زرعی یونیورسٹی پشاور',
  'Islamia College University': 'اسلامیہ کالج یونیورسٹی',
  'Khyber Medical University': 'خیبر میڈیکل یونیورسٹی',
  'Institute of Management Sciences, Peshawar': 'انسٹی ٹیوٹ آف مینجمنٹ سائنسز پشاور',
  'Ghulam Ishaq Khan Institute of Engineering Sciences and Technology': 'غلام اسحاق خان انسٹی ٹیوٹ آف انجینئرنگ سائنسز اینڈ ٹیکنالوجی',
  'Abdul Wali Khan University Mardan': 'عبدالولی خان یونیورسٹی مردان',
  'Hazara University': 'ہزارہ یونیورسٹی',
  'Abbottabad University of Science and Technology': 'ایبٹ آباد یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
  'University of Haripur': 'یونیورسٹی آف ہری پور',
  'University of Swat': 'یونیورسٹی آف سوات',
  'University of Malakand': 'یونیورسٹی آف مالاکنڈ',
  'Kohat University of Science and Technology': 'کوہاٹ یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
  'Gomal University': 'گومل یونیورسٹی',
  'University of Science and Technology, Bannu': 'یونیورسٹی آف سائنس اینڈ ٹیکنالوجی بنوں',

  // Balochistan
  'University of Balochistan': 'جامعہ بلوچستان',
  'Balochistan University of Information Technology, Engineering and Management Sciences': 'بلوچستان یونیورسٹی آف انفارمیشن ٹیکنالوجی، انجینئرنگ اینڈ مینجمنٹ سائنسز',
  "Sardar Bahadur Khan Women's University": 'سردار بہادر خان ویمن یونیورسٹی',
  'Balochistan University of Engineering and Technology, Khuzdar': 'بلوچستان یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی خضدار',
  'Lasbela University of Agriculture, Water and Marine Sciences': 'لسبیلہ یونیورسٹی آف ایگریکلچر، واٹر اینڈ میرین سائنسز',
  'University of Turbat': 'یونیورسٹی آف تربت',

  // Gilgit-Baltistan
  'Karakoram International University': 'قراقرم انٹرنیشنل یونیورسٹی',
  'University of Baltistan': 'یونیورسٹی آف بلتستان',

  // Azad Jammu and Kashmir
  'University of Azad Jammu and Kashmir': 'جامعہ آزاد جموں و کشمیر',
  'Mirpur University of Science and Technology': 'میرپور یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
  'University of Kotli': 'یونیورسٹی آف کوٹلی',
  'University of Poonch': 'یونیورسٹی آف پونچھ',
  'Women University of Azad Jammu and Kashmir Bagh': 'ویمن یونیورسٹی آزاد جموں و کشمیر باغ',
};
