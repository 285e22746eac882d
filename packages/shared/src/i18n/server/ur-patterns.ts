import { fieldSubjectSelect, type PatternMessageKey, type ServerFieldSubject } from './en.ts';

/**
 * The subjects of run-time texts in Urdu (issue 24), each in the oblique form a postposition
 * follows (`ہاسٹل کے نام میں`, not `ہاسٹل کا نام میں`): every message below puts one after
 * `{field}`, except `chooseAtMost`, whose subjects (facilities, room types) read the same.
 */
export const FIELD_SUBJECTS_UR: Record<ServerFieldSubject, string> = {
  q: 'تلاش کے متن',
  search: 'تلاش',
  page: 'صفحہ نمبر',
  limit: 'فی صفحہ تعداد',
  display_order: 'ترتیب',
  facilities: 'سہولیات',
  'room types': 'کمروں کی اقسام',
  'Hostel name': 'ہاسٹل کے نام',
  Description: 'تفصیل',
  Address: 'پتے',
  'Contact phone': 'رابطے کے فون',
  Password: 'پاس ورڈ',
  'Full name': 'پورے نام',
  Name: 'نام',
  Subject: 'موضوع',
  Message: 'پیغام',
  Label: 'لیبل',
  'Image title': 'تصویر کے عنوان',
  'Image description': 'تصویر کی تفصیل',
  'Room title': 'کمرے کے عنوان',
  Reason: 'وجہ',
  'A feature': 'کسی خصوصیت',
};

// `{field}` in Urdu: a listed subject by its Urdu name, any other field as the API wrote it.
const FIELD = fieldSubjectSelect(FIELD_SUBJECTS_UR);

/**
 * The Urdu of the run-time texts (SERVER_PATTERN_MESSAGES_EN), with the same placeholders. The
 * request texts of Fastify and @fastify/multipart keep their technical names (JSON,
 * content-type, Content-Length, prototype).
 */
export const SERVER_PATTERN_MESSAGES_UR = {
  'phone.resendWait': 'نیا کوڈ منگوانے سے پہلے براہ کرم {seconds} سیکنڈ انتظار کریں۔',
  'listing.unknownFacilityNamed': 'نامعلوم سہولت: {name}',
  'listing.roomIssue': 'کمرہ {room}: {issue}',
  'validation.maxCharacters': 'زیادہ سے زیادہ {max} حروف کا ہو سکتا ہے',
  'validation.maxValue': 'زیادہ سے زیادہ {max} ہو سکتا ہے',
  'validation.wholeNumberRange': `${FIELD} کی قدر 1 سے {max} تک کا پورا عدد ہونی چاہیے`,
  'validation.fieldRequired': `${FIELD} کا اندراج ضروری ہے`,
  'validation.fieldMinCharacters': `${FIELD} میں کم از کم {min} حروف ہونے چاہییں`,
  'validation.fieldMaxCharacters': `${FIELD} میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں`,
  'validation.fieldMaxValue': `${FIELD} کی قدر زیادہ سے زیادہ {max} ہو سکتی ہے`,
  'validation.fieldMinWholeNumber': `${FIELD} کی قدر {min} یا اس سے بڑا پورا عدد ہونی چاہیے`,
  'validation.fieldMinValue': `${FIELD} کی قدر {min} یا اس سے زیادہ ہونی چاہیے`,
  'validation.fieldNotEmpty': `${FIELD} میں کوئی قدر خالی نہیں ہو سکتی`,
  'validation.chooseAtMost': `زیادہ سے زیادہ {max} ${FIELD} منتخب کریں`,
  'validation.tooLongText': 'بہت لمبا ہے: زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'validation.tooShortText': 'بہت چھوٹا ہے: کم از کم {min} حروف ہونے چاہییں',
  'validation.tooBigNumber': 'بہت بڑا ہے: زیادہ سے زیادہ {max} ہو سکتا ہے',
  'validation.tooSmallNumber': 'بہت چھوٹا ہے: کم از کم {min} ہونا چاہیے',
  'validation.expectedType': 'غلط اندراج: {expected} متوقع تھا، {received} ملا',
  'validation.unrecognizedKey': 'نامعلوم فیلڈ: {key}',
  'validation.invalidOption': 'غلط انتخاب: ان میں سے کوئی ایک ہونا چاہیے: {options}',
  'validation.invalidDiscriminator': 'غلط قسم: ان میں سے کوئی ایک ہونی چاہیے: {options}',
  'validation.tooManyItems': 'بہت زیادہ اندراجات: زیادہ سے زیادہ {max} ہو سکتے ہیں',
  'validation.tooFewItems': 'بہت کم اندراجات: کم از کم {min} ہونے چاہییں',
  'validation.invalidUuid': 'درست شناخت (UUID) نہیں',
  'validation.invalidInput': 'غلط اندراج',
  'validation.nulCharacter': 'میں NUL حرف (\\u0000) نہیں ہونا چاہیے',
  'validation.isInvalid': 'درست نہیں',
  'common.routeNotFound': 'راستہ {method} {path} نہیں ملا',
  'request.invalidJson':
    "درخواست کا مواد درست JSON نہیں، حالانکہ اس کا content-type 'application/json' ہے",
  'request.emptyJson': "content-type 'application/json' ہو تو درخواست کا مواد خالی نہیں ہو سکتا",
  'request.unsupportedMediaType': 'اس قسم کا مواد قبول نہیں کیا جاتا',
  'request.bodyTooLarge': 'درخواست کا مواد بہت بڑا ہے',
  'request.contentLengthMismatch': 'درخواست کے مواد کا سائز Content-Length کے مطابق نہیں',
  'request.forbiddenPrototype': 'درخواست کے مواد میں ممنوعہ prototype خاصیت ہے',
  'request.forbiddenFieldName': 'فیلڈ کا یہ نام (prototype خاصیت) استعمال نہیں ہو سکتا',
  'request.tooManyFiles': 'ایک درخواست میں فائلوں کی تعداد حد سے زیادہ ہے',
  'request.tooManyFields': 'ایک درخواست میں فیلڈز کی تعداد حد سے زیادہ ہے',
  'request.tooManyParts': 'ایک درخواست میں حصوں کی تعداد حد سے زیادہ ہے',
} satisfies Record<PatternMessageKey, string>;
