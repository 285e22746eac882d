/**
 * The words of the demo reviews and of the chats before them (issue 26): what students say
 * about Pakistani student hostels, topic by topic, in English and a few in Urdu, the owners'
 * replies, and the messages of a first contact. Pure data tables; as in words.ts the seeded
 * generator picks by index, so reordering or adding changes the demo data. `{campus}` is the
 * hostel's university, or the word "campus" where it has none.
 */

/** What a review talks about; `mess` only where the hostel has one. */
export type ReviewTopic =
  'cleanliness' | 'mess' | 'warden' | 'wifi' | 'power' | 'distance' | 'security' | 'hotWater';

export const REVIEW_TOPICS: readonly ReviewTopic[] = [
  'cleanliness',
  'mess',
  'warden',
  'wifi',
  'power',
  'distance',
  'security',
  'hotWater',
];

/** A sentence or two per topic, said by a pleased (`good`) or a displeased (`bad`) student. */
export type PhraseTable = Readonly<
  Record<ReviewTopic, { good: readonly string[]; bad: readonly string[] }>
>;

export const REVIEW_PHRASES: PhraseTable = {
  cleanliness: {
    good: [
      'Rooms and washrooms are cleaned every morning and the bins are emptied daily.',
      'Very neat and clean, the corridors are mopped twice a day.',
      'Cleaner than most hostels I have seen; bedsheets are changed every week.',
    ],
    bad: [
      'The washrooms are not cleaned regularly and the corridor smells by evening.',
      'Cleaning happens only when someone complains to the warden.',
      'There are cockroaches near the kitchen and the water tank is rarely cleaned.',
    ],
  },
  mess: {
    good: [
      'Mess food is like home, the daal chawal and the Friday biryani are the best.',
      'The mess serves fresh rotis at dinner and chai is available till late.',
      'Food is simple but hygienic, and the menu changes every day of the week.',
    ],
    bad: [
      'Mess food is oily and the same aloo sabzi comes three times a week.',
      'Dinner is often cold by the time we are back from evening classes.',
      'The mess charges are high for the quality; most of us order from outside.',
    ],
  },
  warden: {
    good: [
      'The warden is cooperative and sorts out complaints the same day.',
      'The warden is strict about timings but very helpful, like an elder of the family.',
      'The warden keeps the place disciplined and quiet during exams.',
    ],
    bad: [
      'The warden listens to complaints but nothing changes.',
      'The warden is rarely around after 8 PM, so small problems wait till morning.',
      'The warden is rude with students and takes days to get a broken fan fixed.',
    ],
  },
  wifi: {
    good: [
      'Wi-Fi is fast enough for online classes and Zoom calls.',
      'The fibre internet works well even at night; I download lectures without trouble.',
      'Wi-Fi reaches every floor and the router is restarted whenever it drops.',
    ],
    bad: [
      'Wi-Fi becomes very slow in the evening when everyone is online.',
      'The internet goes down for hours and nobody fixes it quickly.',
      'Wi-Fi only works near the common room, not in the rooms upstairs.',
    ],
  },
  power: {
    good: [
      'During load-shedding the UPS keeps the fans and lights running, so studies do not stop.',
      'There is a generator as well as a UPS, so load-shedding hardly matters here.',
      'Solar panels and a UPS backup keep the lights on during load-shedding.',
    ],
    bad: [
      'The UPS lasts barely an hour during load-shedding and summer nights are very hard.',
      'There is no proper backup in load-shedding; only one bulb runs on the UPS.',
      'Load-shedding is a big problem here and the generator runs only for a short time.',
    ],
  },
  distance: {
    good: [
      'It is a ten minute walk to {campus}, which saves a lot on rickshaw fares.',
      'The location is great: {campus} and the main market are both close by.',
      'The bus to {campus} stops right outside the gate.',
    ],
    bad: [
      'It is quite far from {campus}; I spend a lot on rickshaws every day.',
      'Getting to {campus} takes forty minutes in traffic.',
      'There is no public transport nearby, you need a bike or a daily Careem to reach {campus}.',
    ],
  },
  security: {
    good: [
      'A security guard sits at the gate day and night and visitors have to sign in.',
      'There are CCTV cameras and a guard at the gate, so I feel safe coming back late from the library.',
      "Security is good: no outsider can enter without the warden's permission.",
    ],
    bad: [
      'The guard is often asleep at night and the gate is left open.',
      'There is no CCTV and anyone can walk in during the day.',
      'Security is weak; a phone was stolen from a room last month.',
    ],
  },
  hotWater: {
    good: [
      'Hot water is available in winter, the geyser runs from early morning.',
      'Even in December there was hot water for a bath every morning.',
      'The gas geysers work well in winter, no need to heat water in a bucket.',
    ],
    bad: [
      'In winter there is no hot water in the morning because of low gas pressure.',
      'One geyser serves the whole floor and the hot water runs out by 7 AM in winter.',
      'Winters are hard here, hot water comes only for an hour in the morning.',
    ],
  },
};

/** Lines by how a review feels overall: 4 and 5 stars good, 3 mixed, 1 and 2 bad. */
export type MoodTable = Readonly<Record<'good' | 'mixed' | 'bad', readonly string[]>>;

/** How a review opens and closes, by how the student feels overall. */
export const REVIEW_OPENINGS: MoodTable = {
  good: [
    'I have been living here for two semesters and overall it is a good place.',
    'A good hostel for students, especially for the price.',
    'Overall a comfortable and peaceful hostel.',
    'Happy with my choice so far.',
  ],
  mixed: [
    'A decent hostel, but there are a few things to know before you move in.',
    'An average place: some things are good, some need work.',
    'Okay for the rent, not more than that.',
  ],
  bad: [
    'Not happy with this hostel.',
    'I would not recommend this place, at least not at this rent.',
    'It looks nice in the photos, but the reality is different.',
  ],
};

export const REVIEW_CLOSINGS: MoodTable = {
  good: [
    'Recommended for students who want a calm place to study.',
    'Value for money.',
    'Hope they keep it up.',
  ],
  mixed: [
    'Fine for a semester if the rent suits you.',
    'If they fix these issues it would be a good hostel.',
  ],
  bad: ['Look around before you pay the advance.', 'I am planning to shift after this semester.'],
};

/** Whole reviews in one line, for the students who write little (20 characters or more). */
export const SHORT_REVIEWS: MoodTable = {
  good: ['Good hostel, value for money.', 'Clean rooms and a helpful warden.'],
  mixed: ['Okay for the price, nothing special.'],
  bad: ['Not worth the rent at all.', 'Poor maintenance and a careless warden.'],
};

/** The same topics in Urdu, for the reviews written in Urdu. */
export const URDU_REVIEW_PHRASES: PhraseTable = {
  cleanliness: {
    good: ['ہاسٹل بہت صاف ستھرا ہے اور کمرے روزانہ صاف ہوتے ہیں۔'],
    bad: ['واش روم کی صفائی باقاعدگی سے نہیں ہوتی۔'],
  },
  mess: {
    good: ['میس کا کھانا گھر جیسا ہے، خاص طور پر جمعہ کی بریانی۔'],
    bad: ['میس کا کھانا اکثر ٹھنڈا اور بے ذائقہ ہوتا ہے۔'],
  },
  warden: {
    good: ['وارڈن بہت تعاون کرتے ہیں اور شکایت فوراً سنتے ہیں۔'],
    bad: ['وارڈن شکایت سنتے ہیں مگر کچھ کرتے نہیں۔'],
  },
  wifi: {
    good: ['وائی فائی کی رفتار پڑھائی اور آن لائن کلاسوں کے لیے کافی ہے۔'],
    bad: ['شام کے وقت وائی فائی بہت سست ہو جاتا ہے۔'],
  },
  power: {
    good: ['لوڈ شیڈنگ میں یو پی ایس چلتا رہتا ہے، پنکھا اور لائٹ بند نہیں ہوتے۔'],
    bad: ['لوڈ شیڈنگ میں یو پی ایس صرف ایک گھنٹہ چلتا ہے۔'],
  },
  distance: {
    good: ['یونیورسٹی پیدل دس منٹ کے فاصلے پر ہے۔'],
    bad: ['یونیورسٹی کافی دور ہے، روزانہ رکشے کا خرچہ ہوتا ہے۔'],
  },
  security: {
    good: ['گیٹ پر دن رات سیکیورٹی گارڈ موجود ہوتا ہے۔'],
    bad: ['رات کو گارڈ اکثر گیٹ پر نہیں ہوتا۔'],
  },
  hotWater: {
    good: ['سردیوں میں گرم پانی کا مسئلہ نہیں ہوتا، گیزر ٹھیک چلتا ہے۔'],
    bad: ['سردیوں میں صبح گرم پانی نہیں ملتا۔'],
  },
};

export const URDU_REVIEW_OPENINGS: MoodTable = {
  good: ['مجموعی طور پر اچھا ہاسٹل ہے۔', 'یہاں رہنے کا تجربہ اچھا رہا۔'],
  mixed: ['ہاسٹل ٹھیک ہے لیکن کچھ مسائل ہیں۔'],
  bad: ['کرائے کے حساب سے سہولیات بہت کم ہیں۔'],
};

export const URDU_REVIEW_CLOSINGS: MoodTable = {
  good: ['طلبہ کے لیے مناسب جگہ ہے۔'],
  mixed: ['امید ہے انتظامیہ ان مسائل پر توجہ دے گی۔'],
  bad: ['داخلے سے پہلے خود جا کر ضرور دیکھیں۔'],
};

/** The owner's one reply to a review, by how the review felt. */
export const OWNER_REPLIES: MoodTable = {
  good: [
    'Thank you for the kind words! We are glad you feel at home here.',
    'Thank you for your review. Please tell the warden whenever you need anything.',
    'JazakAllah for the feedback, we will keep working to make it better.',
  ],
  mixed: [
    'Thank you for the honest feedback. We have noted the points you raised and are working on them.',
    'Thanks for taking the time to write this. Most of these issues are being fixed this month.',
  ],
  bad: [
    'We are sorry about your experience. Please contact me directly so we can sort this out.',
    'We take this seriously: the cleaning staff has been changed and the warden now checks the washrooms daily.',
    'Sorry for the trouble. A new geyser and a bigger UPS have been installed since your review.',
  ],
};

export const URDU_OWNER_REPLIES = [
  'آپ کی رائے کا شکریہ! ہم ان باتوں پر ضرور توجہ دیں گے۔',
  'شکریہ! ہمیں خوشی ہے کہ آپ کو ہاسٹل پسند آیا۔',
] as const;

/** A student's first message about a hostel; the owner's answer names the lowest rent. */
export const CHAT_OPENERS = [
  'Assalam o Alaikum, is there a seat available from next month?',
  'Hello, do you have a room available for this semester?',
  'Hi, what is the rent for a shared room, and is the mess included?',
  'Assalam o Alaikum, can I visit the hostel this weekend to see the rooms?',
] as const;

/** `{rent}` is the hostel's lowest rent in rupees. */
export const CHAT_OWNER_ANSWERS = [
  'Walaikum Assalam! Yes, seats are available. Rent starts at Rs {rent} a month.',
  'Hello! Rooms are available, rent starts from Rs {rent}. You are welcome to visit any day before 6 PM.',
  'Yes, you can visit any time. Rent starts at Rs {rent}; please bring your student card and a copy of your CNIC.',
] as const;

export const CHAT_FOLLOW_UPS = [
  'Thank you, I will visit on Saturday.',
  'JazakAllah, I will confirm by tomorrow.',
  'Okay, thanks. I will come with my father to see the room.',
] as const;

export const CHAT_OWNER_CLOSINGS = [
  'You are welcome. Ask for the warden at the gate.',
  'Sure, see you then.',
] as const;
