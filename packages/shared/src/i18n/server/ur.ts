import { COMPARE_MAX_HOSTELS } from '../../constants/compare.ts';
import {
  AREA_NAME_MAX,
  AREA_NAME_MIN,
  MAX_PENDING_AREAS_PER_OWNER,
} from '../../constants/areas.ts';
import {
  HOSTEL_SORTS,
  MAX_MAP_ZOOM,
  MAX_SEARCH_RADIUS_KM,
  NEAR_RADII_KM,
} from '../../constants/discovery.ts';
import { ltrIsolate } from '../isolate.ts';
import {
  BILLING_DAY_MAX,
  BILLING_DAY_MIN,
  COLLECTIONS_MONTHS_MAX,
  MONEY_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
} from '../../constants/dues.ts';
import {
  BED_LABEL_MAX,
  DEDUCTION_REASON_MAX,
  DEDUCTIONS_MAX,
  RESIDENT_NAME_MAX,
  STAFF_INVITATION_DAYS,
} from '../../constants/register.ts';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
} from '../../constants/reviews.ts';
import {
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_MIN,
  REPORT_NOTE_MAX,
} from '../../constants/reports.ts';
import { HOSTEL_CHANGE_REASON_MAX } from '../../constants/hostel-changes.ts';
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_MESSAGE_MAX,
  BOOKING_REASON_MAX,
  DEPOSIT_TEXT_MAX,
  RESERVATION_MONTHS_MAX,
  VISITING_WINDOWS_MAX,
} from '../../constants/bookings.ts';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '../../constants/saved-searches.ts';
import {
  MAX_LOOSE_UPLOADS,
  MAX_PRICE_RUPEES,
  MAX_ROOM_FEATURES,
  MAX_WIZARD_ROOMS,
} from '../../constants/limits.ts';
import type { ServerCatalogue } from './en.ts';
import { SERVER_PATTERN_MESSAGES_UR } from './ur-patterns.ts';

/**
 * The Urdu server catalogue (issue 24): the same keys as SERVER_MESSAGES_EN, in Pakistani Urdu
 * with Western digits (docs/decisions/019). Proper names and technical names stay as they are
 * (Google, OTP, SMS, JPEG, WebP, UUID, NUL), and so do the API's query values (male, city,
 * pending). Texts with numbers from constants read them from the same constants, so the two
 * languages never disagree. The run-time texts' Urdu is in ur-patterns.ts.
 */
export const SERVER_MESSAGES_UR = {
  'common.hostelsLoadFailed': 'ہاسٹلز لوڈ نہیں ہو سکے',
  'common.hostelNotFound': 'ہاسٹل نہیں ملا',
  'common.hostelStatusAdminOnly': 'غیر منظور شدہ ہاسٹلوں کی فہرست صرف ایڈمنسٹریٹر دیکھ سکتے ہیں',
  'common.universityNotFound': 'یونیورسٹی نہیں ملی',
  'common.cityNotFound': 'شہر نہیں ملا',
  'common.contactForPrice': 'قیمت کے لیے رابطہ کریں',
  'common.notFound': 'نہیں ملا',
  'common.internalError': 'ہماری طرف کوئی خرابی ہو گئی۔ براہ کرم دوبارہ کوشش کریں۔',
  'common.databaseUnavailable':
    'سروس عارضی طور پر دستیاب نہیں۔ براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  'common.databaseTimeout':
    'درخواست میں بہت زیادہ وقت لگا اس لیے اسے روک دیا گیا۔ براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  'common.metricsTokenRequired': 'میٹرکس کے لیے درست ٹوکن درکار ہے۔',
  'common.validationFallback': 'اندراج میں غلطی ہے',
  'common.valueNotStorable':
    'درخواست کی کوئی قدر حد سے باہر ہے یا محفوظ نہیں کی جا سکتی۔ براہ کرم اسے دیکھ کر دوبارہ کوشش کریں۔',
  'common.invalidId': 'درست شناخت ہونی چاہیے',
  'common.profileLoadFailed': 'صارف کا پروفائل حاصل نہیں ہو سکا',
  'common.notificationNotFound': 'اطلاع نہیں ملی',
  'common.passwordToConfirm': 'براہ کرم اپنا پاس ورڈ درج کریں',
  'common.analyticsPathForm': 'path صرف کسی صفحے کا راستہ ہو سکتا ہے، query یا fragment کے بغیر',
  'common.analyticsPathUnknown': 'path ایپ کے کسی صفحے کا ہونا چاہیے',

  'auth.invalidEmail': 'براہ کرم درست ای میل ایڈریس درج کریں',
  'auth.loginPasswordShort': 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے',
  'auth.passwordRequired': 'پاس ورڈ درج کرنا ضروری ہے',
  'auth.fullNameShort': 'پورا نام کم از کم 2 حروف کا ہونا چاہیے',
  'auth.passwordShort': 'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے',
  'auth.passwordRules':
    'پاس ورڈ میں کم از کم ایک بڑا انگریزی حرف، ایک چھوٹا انگریزی حرف اور ایک ہندسہ ہونا چاہیے',
  'auth.passwordUppercase': 'پاس ورڈ میں کم از کم ایک بڑا انگریزی حرف (A-Z) ہونا چاہیے',
  'auth.passwordLowercase': 'پاس ورڈ میں کم از کم ایک چھوٹا انگریزی حرف (a-z) ہونا چاہیے',
  'auth.passwordNumber': 'پاس ورڈ میں کم از کم ایک ہندسہ (0-9) ہونا چاہیے',
  'auth.passwordsDontMatch': 'دونوں پاس ورڈ ایک جیسے نہیں ہیں',
  'auth.agreeToTerms': 'آپ کو شرائط و ضوابط سے اتفاق کرنا ہوگا',
  'auth.phoneShort': 'فون نمبر کم از کم 10 ہندسوں کا ہونا چاہیے',
  'auth.phoneInvalid': 'براہ کرم درست فون نمبر درج کریں',
  'auth.adminKeyRequired': 'ایڈمن بنانے کی کلید درکار ہے',
  'auth.invalidAdminKey': 'ایڈمن بنانے کی کلید درست نہیں',
  'auth.invalidRole': 'منتخب کردہ کردار درست نہیں',
  'auth.emailRequiredForResend': 'تصدیقی لنک دوبارہ بھیجنے کے لیے ای میل ایڈریس درکار ہے',
  'auth.invalidCredentials':
    'ای میل یا پاس ورڈ غلط ہے۔ براہ کرم اپنی تفصیلات دیکھ کر دوبارہ کوشش کریں۔',
  'auth.emailNotVerified':
    'سائن اِن سے پہلے براہ کرم اپنے ای میل ایڈریس کی تصدیق کریں۔ تصدیقی لنک کے لیے اپنا اِن باکس دیکھیں۔',
  'auth.accountSuspended':
    'آپ کا اکاؤنٹ معطل کر دیا گیا ہے۔ مدد کے لیے براہ کرم سپورٹ سے رابطہ کریں۔',
  'auth.adminOnly': 'رسائی ممنوع ہے۔ یہاں صرف ایڈمنسٹریٹر سائن اِن کر سکتے ہیں۔',
  'auth.adminRequired': 'رسائی ممنوع ہے۔ ایڈمن کے اختیارات درکار ہیں۔',
  'auth.emailTaken':
    'یہ ای میل پہلے سے رجسٹرڈ ہے۔ براہ کرم کوئی دوسری ای میل استعمال کریں یا سائن اِن کرنے کی کوشش کریں۔',
  'auth.signupCooldown':
    'براہ کرم دوبارہ کوشش سے پہلے تھوڑا انتظار کریں۔ حال ہی میں سائن اپ کی بہت زیادہ کوششیں ہوئی ہیں۔',
  'auth.invalidResetLink':
    'ری سیٹ لنک غلط ہے یا اس کی میعاد ختم ہو چکی ہے۔ براہ کرم پاس ورڈ ری سیٹ کی نئی درخواست کریں۔',
  'auth.resetSessionExpired': 'ری سیٹ سیشن کی میعاد ختم ہو گئی',
  'auth.weakPassword': 'پاس ورڈ حفاظتی تقاضے پورے نہیں کرتا۔',
  'auth.verificationFailed': 'ای میل کی تصدیق نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  'auth.googleFailed': 'Google سے تصدیق نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  'auth.googleNotConfigured': 'اس سرور پر Google سے سائن اِن کی سہولت ترتیب نہیں دی گئی۔',
  'auth.notAuthenticated': 'جاری رکھنے کے لیے براہ کرم سائن اِن کریں۔',
  'auth.sessionExpired': 'آپ کے سیشن کی میعاد ختم ہو گئی ہے۔ براہ کرم دوبارہ سائن اِن کریں۔',
  'auth.ownerPendingApproval': 'آپ کا ہاسٹل مالک اکاؤنٹ منظوری کا منتظر ہے',
  'auth.wrongCurrentPassword': 'موجودہ پاس ورڈ غلط ہے',
  'auth.tooManyAttempts':
    'بہت زیادہ کوششیں ہو گئی ہیں۔ براہ کرم چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
  'auth.resetEmailSent':
    'اگر اس ای میل کا کوئی اکاؤنٹ موجود ہے تو ہم نے پاس ورڈ ری سیٹ کرنے کا لنک بھیج دیا ہے۔',
  'auth.verificationEmailSent':
    'اگر اس ای میل کا کوئی غیر تصدیق شدہ اکاؤنٹ موجود ہے تو ہم نے نیا تصدیقی لنک بھیج دیا ہے۔',

  'listing.nameRequired': 'ہاسٹل کا نام درکار ہے',
  'listing.descriptionShort': 'تفصیل کم از کم 10 حروف کی ہونی چاہیے',
  'listing.addressRequired': 'پتہ درکار ہے',
  'listing.priceRangeRequired': 'قیمت کی حد درکار ہے',
  'listing.priceRangeFormat': 'قیمت کی حد "کم - زیادہ" کی شکل میں ہونی چاہیے (مثلاً "5000 - 15000")',
  'listing.priceRangeFormatShort': 'قیمت کی حد "کم - زیادہ" کی شکل میں ہونی چاہیے',
  'listing.priceRangeOrder': 'کم قیمت زیادہ قیمت سے بڑھ کر نہیں ہونی چاہیے',
  'listing.contactPhoneRequired': 'رابطے کا فون درکار ہے',
  'listing.cityRequiredForCityType': 'مقام کی قسم شہر/قصبہ ہو تو شہر درکار ہے',
  'listing.universityRequired': 'مقام کی قسم یونیورسٹی ہو تو یونیورسٹی درکار ہے',
  'listing.cityRequired': 'ہر ہاسٹل کے لیے شہر درکار ہے',
  'listing.townRequired': 'ہر ہاسٹل کے لیے قصبہ/علاقہ درکار ہے',
  'listing.messPriceRequired': 'میس کی سہولت ہو تو ماہانہ قیمت درکار ہے',
  'listing.selectLocation': 'براہ کرم اوپر دیے گئے نقشے سے مقام منتخب کریں۔',
  'listing.wizardSelectCityTown': 'براہ کرم مقام کے انتخاب میں شہر اور قصبہ دونوں منتخب کریں۔',
  'listing.wizardLocationIncomplete':
    'مقام کی معلومات نامکمل ہیں۔ براہ کرم واپس جا کر شہر اور قصبہ منتخب کریں۔',
  'listing.wizardConfirmCoordinates':
    'براہ کرم نقشے پر مقام منتخب کریں اور کوآرڈینیٹس محفوظ کرنے کے لیے "مقام کی تصدیق کریں اور کوآرڈینیٹس محفوظ کریں" پر کلک کریں۔',
  'listing.noLocationToConfirm': 'تصدیق کے لیے کوئی مقام منتخب نہیں کیا گیا۔',
  'listing.invalidCoordinates': 'مقام کے کوآرڈینیٹس درست نہیں',
  'listing.locationNotAvailable': 'مقام دستیاب نہیں',
  'listing.unknownFacility': 'نامعلوم سہولت',
  'listing.unknownLocation': 'منتخب کردہ شہر، قصبہ یا یونیورسٹی موجود نہیں',
  'listing.townNotInCity': 'منتخب کردہ قصبہ منتخب کردہ شہر میں نہیں ہے',
  'listing.locationTypeInvalid': 'مقام کی قسم شہر یا یونیورسٹی ہونی چاہیے',
  'listing.genderCategoryInvalid': 'ہاسٹل کی قسم بوائز یا گرلز ہونی چاہیے',
  'listing.facilitiesNotList': 'سہولیات ناموں کی فہرست ہونی چاہیے',
  'listing.facilitiesTooMany': 'زیادہ سے زیادہ 40 سہولیات منتخب کریں',
  'listing.pricesTooHigh': `قیمتیں زیادہ سے زیادہ ${MAX_PRICE_RUPEES} روپے ہو سکتی ہیں`,
  'listing.wizardTooManyRooms': `ایک ہاسٹل زیادہ سے زیادہ ${MAX_WIZARD_ROOMS} کمروں کے ساتھ بنایا جا سکتا ہے`,
  'listing.messPriceNotNumber': 'ماہانہ قیمت روپوں میں عدد ہونی چاہیے',
  'listing.messPriceNotWhole': 'ماہانہ قیمت روپوں میں پورا عدد ہونی چاہیے',
  'listing.messPriceNegative': 'ماہانہ قیمت منفی نہیں ہو سکتی',
  'listing.messPriceTooHigh': `ماہانہ قیمت زیادہ سے زیادہ ${MAX_PRICE_RUPEES} ہو سکتی ہے`,
  'listing.idempotencyKeyInvalid':
    'Idempotency-Key ہیڈر میں 1 سے 200 تک انگریزی حروف، ہندسے، "-" یا "_" ہونے چاہییں',
  'listing.idempotencyKeyReused':
    'یہ Idempotency-Key پہلے مختلف تفصیلات کے ساتھ استعمال ہو چکی ہے۔ دوسرا ہاسٹل بنانے کے لیے نیا فارم شروع کریں۔',
  'listing.roomTypeAndPriceRequired': 'کمرے کی قسم اور ماہانہ قیمت درکار ہیں',
  'listing.wizardRoomRequired': 'کمرے کا عنوان اور ماہانہ قیمت درکار ہیں',
  'listing.pricePerMonthRange': 'ماہانہ قیمت روپوں میں پورا عدد ہونی چاہیے، 0 یا اس سے زیادہ',
  'listing.pricePerDayRange': 'یومیہ قیمت روپوں میں پورا عدد ہونی چاہیے، 0 یا اس سے زیادہ',
  'listing.maxOccupancyRange': 'زیادہ سے زیادہ گنجائش 1 سے 6 تک ہونی چاہیے',
  'listing.currentOccupancyRange': 'موجودہ رہائشیوں کی تعداد 0 یا اس سے زیادہ ہونی چاہیے',
  'listing.currentOccupancyAboveMax':
    'موجودہ رہائشیوں کی تعداد زیادہ سے زیادہ گنجائش سے بڑھ نہیں سکتی',
  'listing.floorRange': 'منزل گراؤنڈ (0) سے 10 تک ہونی چاہیے',
  'listing.roomSaveFailed': 'کمرہ محفوظ نہیں ہو سکا',
  'listing.roomDeleteFailed': 'کمرہ حذف نہیں ہو سکا',
  'listing.roomsLoadFailed': 'کمرے لوڈ نہیں ہو سکے',
  'listing.roomNotFound': 'کمرہ نہیں ملا',
  'listing.unknownRoomType': 'کمرے کی یہ قسم نامعلوم ہے',
  'listing.bedTypeInvalid': 'بستر کی قسم سنگل، ڈبل، کوئین، کنگ یا بنک ہونی چاہیے',
  'listing.tooManyRoomFeatures': `ایک کمرے کی زیادہ سے زیادہ ${MAX_ROOM_FEATURES} خصوصیات درج ہو سکتی ہیں`,
  'listing.ownRoomsOnly': 'آپ صرف اپنے ہاسٹلوں کے کمروں کا انتظام کر سکتے ہیں',
  'listing.ownerRoleRequired': 'یہ ڈیش بورڈ دیکھنے کے لیے آپ کا ہاسٹل مالک ہونا ضروری ہے۔',
  'listing.ownersOnly': 'صرف ہاسٹل مالکان ہاسٹل بنا سکتے ہیں',
  'listing.ownerPendingApproval': 'آپ کا ہاسٹل مالک اکاؤنٹ منظوری کا منتظر ہے',
  'listing.ownerRejected': 'آپ کا ہاسٹل مالک اکاؤنٹ منظور نہیں ہوا۔ براہ کرم سپورٹ سے رابطہ کریں۔',
  'listing.hostelNotFound': 'ہاسٹل نہیں ملا',
  'listing.hostelSaveFailed': 'ہاسٹل محفوظ نہیں ہو سکا',
  'listing.wizardSaveFailed': 'ہاسٹل اور کمرے محفوظ نہیں ہو سکے',
  'listing.wizardSuccess': 'ہاسٹل اور کمرے تمام تصاویر کے ساتھ کامیابی سے بن گئے!',
  'listing.hostelsLoadFailed': 'ہاسٹلز لوڈ نہیں ہو سکے',
  'listing.loadDataFailed': 'معلومات لوڈ نہیں ہو سکیں',
  'listing.geocoderUnavailable': 'پتہ تلاش کرنے کی سروس دستیاب نہیں',

  'image.wrongType': 'صرف JPEG، PNG، JPG اور WebP تصاویر کی اجازت ہے',
  'image.tooLarge': 'تصویر کا سائز 5MB سے کم ہونا چاہیے',
  'image.invalidImage': 'براہ کرم درست تصویری فائل منتخب کریں',
  'image.noFile': 'براہ کرم درست تصویری فائل منتخب کریں',
  'image.hostelLimit': 'ایک ہاسٹل کی زیادہ سے زیادہ 10 تصاویر ہو سکتی ہیں',
  'image.roomLimit': 'ایک کمرے کی زیادہ سے زیادہ 8 تصاویر ہو سکتی ہیں',
  'image.imageNotFound': 'تصویر نہیں ملی',
  'image.loadFailed': 'تصاویر لوڈ نہیں ہو سکیں',
  'image.uploadFailed': 'تصویر اپ لوڈ نہیں ہو سکی',
  'image.deleteFailed': 'تصویر حذف نہیں ہو سکی',
  'image.updateFailed': 'تصویر اپ ڈیٹ نہیں ہو سکی',
  'image.reorderFailed': 'تصاویر کی ترتیب تبدیل نہیں ہو سکی',
  'image.primaryFailed': 'مرکزی تصویر مقرر نہیں ہو سکی',
  'image.messUploadFailed': 'تصویر اپ لوڈ نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  'image.primaryOnlyTrue': 'is_primary کی قدر صرف true ہو سکتی ہے',
  'image.looseQuota': `آپ کی ${MAX_LOOSE_UPLOADS} اپ لوڈ کی ہوئی تصاویر پہلے ہی کسی ہاسٹل یا کمرے میں شامل نہیں ہوئیں۔ انہیں شامل کریں، یا انتظار کریں: ہر تصویر اپ لوڈ کے 24 گھنٹے بعد حذف ہو جاتی ہے۔`,

  'messaging.notAuthenticated': 'صارف کی تصدیق نہیں ہوئی',
  'messaging.onlyStudents': 'صرف طلبہ ہاسٹلوں سے رابطہ کر سکتے ہیں',
  'messaging.loadChatsFailed': 'ایک خرابی پیش آئی',
  'messaging.loadMessagesFailed': 'پیغامات حاصل نہیں ہو سکے',
  'messaging.createChatFailed': 'چیٹ شروع نہیں ہو سکی',
  'messaging.sendFailed': 'پیغام نہیں بھیجا جا سکا',
  'messaging.openChatFailed': 'چیٹ نہیں کھل سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  'messaging.sendTimedOut': 'پیغام بھیجنے کا وقت ختم ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
  'messaging.sendFailedRetry': 'پیغام نہیں بھیجا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  'messaging.outsideProvider':
    'useMessagingContext صرف MessagingProvider کے اندر استعمال کیا جا سکتا ہے',
  'messaging.chatNotFound': 'چیٹ نہیں ملی',
  'messaging.ownChatsOnly': 'آپ صرف اپنی چیٹس دیکھ سکتے ہیں',
  'messaging.emptyMessage': 'پیغام خالی نہیں ہو سکتا',
  'messaging.messageTooLong': 'پیغام زیادہ سے زیادہ 2,000 حروف کا ہو سکتا ہے',
  'messaging.senderMismatch': 'آپ صرف اپنی طرف سے پیغام بھیج سکتے ہیں',
  'messaging.receiverMismatch': 'وصول کنندہ اس چیٹ کا دوسرا فرد ہونا چاہیے',
  'messaging.otherPartyDeleted': 'یہ فرد اپنا اکاؤنٹ حذف کر چکا ہے',
  'messaging.deletedUser': 'حذف شدہ صارف',
  'messaging.sendingTooFast': 'آپ بہت تیزی سے پیغامات بھیج رہے ہیں۔ براہ کرم تھوڑا انتظار کریں۔',
  'messaging.sinceInvalid': 'since کی قدر ISO 8601 وقت ہونی چاہیے',
  'messaging.oneCursorOnly': 'before، after اور since میں سے صرف ایک استعمال کریں',

  'phone.invalidNumber': 'براہ کرم 11 ہندسوں کا درست پاکستانی فون نمبر درج کریں (03XXXXXXXXX)',
  'phone.otpRequired': 'براہ کرم OTP کوڈ درج کریں',
  'phone.invalidFormat': 'پاکستانی فون نمبر کی شکل درست نہیں',
  'phone.sendFailed': 'OTP نہیں بھیجا جا سکا',
  'phone.verifyFailed': 'OTP کی تصدیق نہیں ہو سکی',
  'phone.loadFailed': 'تصدیق شدہ فون نمبر لوڈ نہیں ہو سکے۔ براہ کرم دوبارہ کوشش کریں۔',
  'phone.serviceMissing':
    'فون کی تصدیق کی سروس دستیاب نہیں۔ براہ کرم یقینی بنائیں کہ بیک اینڈ چل رہا ہے۔',
  'phone.unauthorized': 'فون کی تصدیق کے لیے براہ کرم سائن اِن کریں۔',
  'phone.deleteFailed': 'فون نمبر حذف نہیں ہو سکا',
  'phone.primaryFailed': 'مرکزی فون مقرر نہیں ہو سکا',
  'phone.logInToAccess': 'فون کی تصدیق کے لیے براہ کرم سائن اِن کریں',
  'phone.logInAgain': 'فون کی تصدیق کے لیے براہ کرم دوبارہ سائن اِن کریں',
  'phone.dialogLoadFailed': 'فون نمبر لوڈ نہیں ہو سکے',
  'phone.dialogRemoveFailed': 'فون نمبر ہٹایا نہیں جا سکا',
  'phone.otpSent': 'OTP کامیابی سے بھیج دیا گیا! اپنے SMS دیکھیں۔',
  'phone.verified': 'فون نمبر کی کامیابی سے تصدیق ہو گئی!',
  'phone.removed': 'فون نمبر کامیابی سے ہٹا دیا گیا',
  'phone.primaryUpdated': 'مرکزی فون نمبر تبدیل کر دیا گیا۔',
  'phone.confirmRemove': 'کیا آپ واقعی یہ فون نمبر ہٹانا چاہتے ہیں؟',
  'phone.limitReached':
    'آپ زیادہ سے زیادہ 3 فون نمبروں کی تصدیق کر سکتے ہیں۔ نیا نمبر شامل کرنے کے لیے کوئی ایک ہٹا دیں۔',
  'phone.alreadyVerified': 'یہ فون نمبر آپ کے اکاؤنٹ پر پہلے سے تصدیق شدہ ہے',
  'phone.wrongCode': 'OTP کوڈ غلط ہے۔ براہ کرم کوڈ دیکھ کر دوبارہ کوشش کریں۔',
  'phone.codeExpired':
    'اس کوڈ کی میعاد ختم ہو چکی ہے یا اس کی درخواست نہیں کی گئی تھی۔ براہ کرم نیا کوڈ منگوائیں۔',
  'phone.codeLocked': 'بہت زیادہ غلط کوششیں ہو گئی ہیں۔ براہ کرم نیا کوڈ منگوائیں۔',
  'phone.hourlyLimit': 'بہت زیادہ کوڈ منگوائے جا چکے ہیں۔ براہ کرم ایک گھنٹے بعد دوبارہ کوشش کریں۔',
  'phone.smsFailed': 'ابھی SMS نہیں بھیجا جا سکا۔ براہ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
  'phone.phoneNotFound': 'فون نمبر نہیں ملا',
  'phone.inUseByHostels':
    'یہ نمبر آپ کے ایک ہاسٹل کا رابطہ فون ہے۔ پہلے اس ہاسٹل کے لیے کوئی دوسرا نمبر منتخب کریں۔',
  'phone.contactPhoneNotVerified':
    'رابطے کا فون مالک کے تصدیق شدہ کاروباری فون نمبروں میں سے ایک ہونا چاہیے',

  'admin.accessDenied': 'آپ کو ایڈمن ڈیش بورڈ تک رسائی کی اجازت نہیں۔',
  'admin.loading': 'ایڈمن ڈیش بورڈ لوڈ ہو رہا ہے...',
  'admin.noHostels': 'کوئی ہاسٹل نہیں ملا',
  'admin.noUsers': 'کوئی صارف نہیں ملا',
  'admin.hostelApproved': 'ہاسٹل کامیابی سے منظور ہو گیا!',
  'admin.hostelRejected': 'ہاسٹل کامیابی سے مسترد کر دیا گیا!',
  'admin.approveFailed': 'ہاسٹل منظور نہیں ہو سکا',
  'admin.rejectFailed': 'ہاسٹل مسترد نہیں ہو سکا',
  'admin.confirmDeleteUser':
    'کیا آپ واقعی اس صارف کو حذف کرنا چاہتے ہیں؟ یہ عمل واپس نہیں ہو سکتا۔',
  'admin.userDeleted': 'صارف کامیابی سے حذف ہو گیا!',
  'admin.deleteUserFailed': 'صارف حذف نہیں ہو سکا',
  'admin.confirmDeleteMessage':
    'کیا آپ واقعی یہ پیغام حذف کرنا چاہتے ہیں؟ یہ عمل واپس نہیں ہو سکتا۔',
  'admin.noMessages': 'کوئی پیغام نہیں ملا',
  'admin.notSpecified': 'درج نہیں',
  'admin.adminsOnly': 'یہ کام صرف ایڈمنسٹریٹر کر سکتے ہیں',
  'admin.onlyPendingHostels': 'صرف زیرِ التوا ہاسٹلز منظور یا مسترد کیے جا سکتے ہیں',
  'admin.onlyPendingOwners':
    'صرف منظوری کے منتظر ہاسٹل مالک اکاؤنٹس منظور یا مسترد کیے جا سکتے ہیں',
  'admin.notAnOwner': 'یہ صارف ہاسٹل مالک نہیں ہے',
  'admin.userNotFound': 'صارف نہیں ملا',
  'admin.cannotDeleteAdmin': 'ایڈمنسٹریٹر اکاؤنٹس حذف نہیں کیے جا سکتے',
  'admin.lastAdmin': 'آخری ایڈمنسٹریٹر کا درجہ نہ کم کیا جا سکتا ہے نہ اسے معطل کیا جا سکتا ہے',
  'admin.messageNotFound': 'پیغام نہیں ملا',
  'admin.deliveryNotFound': 'ترسیل نہیں ملی',
  'admin.onlyFailedDeliveries': 'صرف ناکام ای میل یا SMS دوبارہ بھیجا جا سکتا ہے',
  'admin.undeliveredHeading': 'نہ پہنچنے والی ای میلز اور SMS',
  'admin.allDelivered': 'ہر ای میل اور SMS پہنچ چکا ہے۔',
  'admin.deliveryRetried': 'یہ جلد دوبارہ بھیجا جائے گا۔',
  'admin.roleInvalid': 'طالب علم، مالک یا ایڈمن منتخب کریں',
  'admin.reasonTooLong': 'وجہ زیادہ سے زیادہ 500 حروف کی ہو سکتی ہے',
  'admin.decisionInvalid': 'منظور یا مسترد منتخب کریں',
  'admin.deliveryStatusInvalid': 'ناکام یا زیرِ التوا منتخب کریں',
  'admin.adminCreationDisabled':
    'اس سرور پر ایڈمن بنانے کی سہولت بند ہے۔ اس کے بجائے create-admin کمانڈ استعمال کریں۔',

  'contact.nameShort': 'نام کم از کم 2 حروف کا ہونا چاہیے',
  'contact.emailInvalid': 'براہ کرم درست ای میل ایڈریس درج کریں',
  'contact.categoryRequired': 'براہ کرم زمرہ منتخب کریں',
  'contact.subjectShort': 'موضوع کم از کم 5 حروف کا ہونا چاہیے',
  'contact.messageShort': 'پیغام کم از کم 10 حروف کا ہونا چاہیے',
  'contact.sending': 'پیغام بھیجا جا رہا ہے...',
  'contact.failedHeading': 'پیغام نہیں بھیجا جا سکا',
  'contact.failedFallback': 'آپ کا پیغام نہیں بھیجا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  'contact.statusInvalid': 'درست حیثیت منتخب کریں',

  'twoFactor.codeRequired': 'براہ کرم اپنی تصدیقی ایپ سے 6 ہندسوں کا کوڈ درج کریں',
  'twoFactor.invalidCode': 'کوڈ غلط ہے۔ براہ کرم اپنی تصدیقی ایپ دیکھ کر دوبارہ کوشش کریں۔',
  'twoFactor.challengeExpired': 'آپ کے سائن اِن کی میعاد ختم ہو گئی۔ براہ کرم دوبارہ سائن اِن کریں۔',
  'twoFactor.tooManyAttempts': 'بہت زیادہ غلط کوڈ درج ہوئے۔ براہ کرم دوبارہ سائن اِن کریں۔',
  'twoFactor.accountLocked':
    'اس اکاؤنٹ کے لیے بہت زیادہ غلط کوڈ درج ہوئے۔ براہ کرم 15 منٹ بعد دوبارہ کوشش کریں۔',
  'twoFactor.noPendingSetup':
    'دو مرحلہ سائن اِن کی ترتیب کی میعاد ختم ہو گئی۔ براہ کرم دوبارہ شروع کریں۔',
  'twoFactor.alreadyEnabled': 'دو مرحلہ سائن اِن پہلے سے آن ہے۔',
  'twoFactor.notEnabled': 'دو مرحلہ سائن اِن آن نہیں ہے۔',
  'twoFactor.proofRequired': 'اپنی تصدیقی ایپ کا کوڈ یا اپنا پاس ورڈ درج کریں',
  'twoFactor.wrongProof': 'کوڈ یا پاس ورڈ غلط ہے',
  'twoFactor.enabled': 'دو مرحلہ سائن اِن آن ہو گیا۔ اپنے ریکوری کوڈ کسی محفوظ جگہ رکھیں۔',
  'twoFactor.disabled': 'دو مرحلہ سائن اِن بند ہو گیا۔',
  'twoFactor.codesRegenerated': 'نئے ریکوری کوڈ بن گئے۔ پرانے کوڈ اب کام نہیں کریں گے۔',
  'twoFactor.signInPrompt': 'اپنی تصدیقی ایپ سے 6 ہندسوں کا کوڈ درج کریں۔',
  'twoFactor.recoveryPrompt': 'اپنا کوئی ایک ریکوری کوڈ درج کریں۔ ہر کوڈ صرف ایک بار کام کرتا ہے۔',
  'twoFactor.loadFailed':
    'دو مرحلہ سائن اِن کی ترتیبات لوڈ نہیں ہو سکیں۔ براہ کرم دوبارہ کوشش کریں۔',
  'twoFactor.signInAgain': 'براہ کرم دوبارہ سائن اِن کریں۔',

  'area.nameShort': `علاقے کا نام کم از کم ${AREA_NAME_MIN} حروف کا ہونا چاہیے`,
  'area.nameLong': `علاقے کا نام زیادہ سے زیادہ ${AREA_NAME_MAX} حروف کا ہو سکتا ہے`,
  'area.nameCharacters':
    "علاقے کے نام میں صرف حروف، ہندسے، خالی جگہ اور . - ' / ہو سکتے ہیں اور کم از کم ایک حرف ضروری ہے",
  'area.ownersOnly': 'صرف ہاسٹل مالکان علاقہ شامل کر سکتے ہیں',
  'area.unknownCity': 'منتخب کردہ شہر موجود نہیں',
  'area.tooManyPending': `آپ کے ${MAX_PENDING_AREAS_PER_OWNER} نئے علاقے پہلے ہی جائزے کے منتظر ہیں۔ جب تک ایڈمنسٹریٹر ان کا جائزہ نہ لے لے، انہی میں سے کوئی یا فہرست کا کوئی علاقہ منتخب کریں۔`,
  'area.areaNotFound': 'علاقہ نہیں ملا',
  'area.onlyPendingAreas':
    'صرف جائزے کے منتظر نئے علاقوں کی تصدیق، نام کی تبدیلی یا انضمام ہو سکتا ہے',
  'area.nameTaken': 'اس شہر میں اس نام کا علاقہ پہلے سے موجود ہے: اس کے بجائے اسی میں ضم کریں',
  'area.mergeTargetMissing': 'جس علاقے میں ضم کرنا ہے وہ موجود نہیں',
  'area.mergeTargetSelf': 'کوئی علاقہ خود اپنے آپ میں ضم نہیں ہو سکتا',
  'area.mergeTargetOtherCity': 'جس علاقے میں ضم کرنا ہے وہ اسی شہر میں ہونا چاہیے',
  'area.mergeTargetPending': 'کسی تصدیق شدہ علاقے میں ضم کریں',
  'area.pendingReview': 'جائزہ زیرِ التوا',

  // The query values the API names (male, city, pending, ...) stay as they are written.
  'discovery.booleanInvalid': 'true یا false ہونا چاہیے',
  'discovery.rupeesNotNumber': 'روپوں میں عدد ہونا چاہیے',
  'discovery.rupeesNotWhole': 'روپوں میں پورا عدد ہونا چاہیے',
  'discovery.rupeesNegative': 'منفی نہیں ہو سکتا',
  'discovery.genderInvalid': 'male یا female ہونا چاہیے',
  'discovery.locationTypeInvalid': 'city یا university ہونا چاہیے',
  'discovery.statusInvalid': 'pending، approved یا rejected ہونا چاہیے',
  'discovery.sortInvalid': `ان میں سے ایک ہونا چاہیے: ${HOSTEL_SORTS.join('، ')}`,
  'discovery.latLngTogether': 'lat اور lng دونوں ایک ساتھ دیے جائیں',
  'discovery.distanceNeedsOrigin':
    'فاصلے کے لحاظ سے ترتیب کے لیے lat اور lng، university_id یا near_university درکار ہے',
  'discovery.priceMaxBelowMin': 'price_min سے کم نہیں ہو سکتا',
  'discovery.radiusNotNumber': 'کلومیٹر میں عدد ہونا چاہیے',
  'discovery.radiusNotPositive': '0 کلومیٹر سے زیادہ ہونا چاہیے',
  'discovery.radiusTooLarge': `زیادہ سے زیادہ ${MAX_SEARCH_RADIUS_KM} کلومیٹر ہو سکتا ہے`,
  'discovery.availabilityInvalid': 'all، available یا occupied ہونا چاہیے',
  'discovery.minRatingInvalid': `${REVIEW_RATING_MIN} سے ${REVIEW_RATING_MAX} تک کا عدد ہونا چاہیے`,

  // Compare (issue 29).
  'compare.tooMany': `ایک وقت میں زیادہ سے زیادہ ${COMPARE_MAX_HOSTELS} ہاسٹلوں کا موازنہ کریں`,
  'discovery.bboxInvalid':
    'ڈگریوں میں minLng,minLat,maxLng,maxLat ہونا چاہیے، ہر کم سے کم قدر زیادہ سے زیادہ سے کم',
  'discovery.zoomInvalid': `0 سے ${MAX_MAP_ZOOM} تک کا پورا عدد ہونا چاہیے`,
  'discovery.cursorInvalid': 'یہ اس فہرست کا دیا ہوا کرسر نہیں؛ پہلے صفحے سے دوبارہ شروع کریں',
  'discovery.nearRadiusInvalid': `${ltrIsolate('ur', NEAR_RADII_KM.join(', '))} کلومیٹر میں سے ایک ہونا چاہیے`,
  'discovery.nearUniversityUnknown': 'اس id یا slug کی کوئی یونیورسٹی نہیں',

  // Reviews and ratings (issue 26). The sort values (newest, helpful) stay as they are written.
  'review.ratingInvalid': `ریٹنگ ${REVIEW_RATING_MIN} سے ${REVIEW_RATING_MAX} تک پورے ستاروں میں ہونی چاہیے`,
  'review.categoryRatingInvalid': `ہر ریٹنگ ${REVIEW_RATING_MIN} سے ${REVIEW_RATING_MAX} تک پورے ستاروں میں ہونی چاہیے`,
  'review.commentRequired': 'براہ کرم اپنا تبصرہ لکھیں',
  'review.commentShort': `آپ کا تبصرہ کم از کم ${REVIEW_COMMENT_MIN} حروف کا ہونا چاہیے`,
  'review.commentLong': `آپ کا تبصرہ زیادہ سے زیادہ ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} حروف کا ہو سکتا ہے`,
  'review.replyRequired': 'براہ کرم اپنا جواب لکھیں',
  'review.replyLong': `آپ کا جواب زیادہ سے زیادہ ${REVIEW_REPLY_MAX.toLocaleString('en-US')} حروف کا ہو سکتا ہے`,
  'review.sortInvalid': `${REVIEW_SORTS.join(' یا ')} ہونا چاہیے`,
  'review.studentsOnly': 'صرف طلبہ ہاسٹلوں پر تبصرہ کر سکتے ہیں۔',
  'review.contactRequired':
    'آپ کسی ہاسٹل پر تبصرہ تب کر سکتے ہیں جب اس کا مالک آپ کے پیغام کا جواب دے دے۔',
  'review.alreadyReviewed':
    'آپ اس ہاسٹل پر پہلے ہی تبصرہ کر چکے ہیں۔ اس کے بجائے آپ اپنے تبصرے میں ترمیم کر سکتے ہیں۔',
  'review.reviewNotFound': 'تبصرہ نہیں ملا',
  'review.ownerOnlyReply': 'صرف ہاسٹل کا مالک اس کے تبصروں کا جواب دے سکتا ہے۔',
  'review.ownReviewHelpful': 'آپ اپنے تبصرے کو مفید قرار نہیں دے سکتے۔',

  // Reports and moderation (issue 26). The API's values (hostel, open, dismiss) stay as written.
  'report.targetTypeInvalid': 'hostel، review، message یا user میں سے ایک منتخب کریں',
  'report.reasonRequired': 'براہ کرم کوئی وجہ منتخب کریں',
  'report.reasonInvalid': 'اس رپورٹ کے لیے دی گئی وجوہات میں سے ایک منتخب کریں',
  'report.detailsRequired': `براہ کرم مسئلہ کم از کم ${REPORT_DETAILS_MIN} حروف میں بیان کریں`,
  'report.detailsLong': `تفصیل زیادہ سے زیادہ ${REPORT_DETAILS_MAX.toLocaleString('en-US')} حروف کی ہو سکتی ہے`,
  'report.statusInvalid': 'open، dismissed یا actioned میں سے ایک منتخب کریں',
  'report.actionInvalid':
    'dismiss، hide_review، return_hostel_to_review یا suspend_user میں سے ایک منتخب کریں',
  'report.noteLong': `نوٹ زیادہ سے زیادہ ${REPORT_NOTE_MAX} حروف کا ہو سکتا ہے`,
  'report.ownHostel': 'آپ اپنے ہاسٹل کی رپورٹ نہیں کر سکتے۔',
  'report.ownReview': 'آپ اپنے تبصرے کی رپورٹ نہیں کر سکتے۔',
  'report.ownMessage': 'آپ اپنے پیغام کی رپورٹ نہیں کر سکتے۔',
  'report.ownAccount': 'آپ اپنی رپورٹ خود نہیں کر سکتے۔',
  'report.alreadyReported':
    'آپ اس کی رپورٹ پہلے ہی کر چکے ہیں۔ ایک ایڈمنسٹریٹر جلد آپ کی رپورٹ دیکھے گا۔',
  'report.reportNotFound': 'رپورٹ نہیں ملی',
  'report.alreadyResolved': 'اس رپورٹ پر پہلے ہی فیصلہ ہو چکا ہے۔',
  'report.hideOnlyReviews': 'صرف رپورٹ کیا گیا تبصرہ ہی چھپایا جا سکتا ہے۔',
  'report.returnOnlyHostels': 'صرف رپورٹ کیا گیا ہاسٹل ہی دوبارہ جائزے کے لیے بھیجا جا سکتا ہے۔',
  'report.suspendOnlyPeople':
    'صرف رپورٹ کیا گیا صارف، یا رپورٹ کیے گئے تبصرے یا پیغام کا لکھنے والا ہی معطل کیا جا سکتا ہے۔',
  'report.targetGone': 'جس چیز کی رپورٹ کی گئی تھی وہ اب موجود نہیں۔ آپ یہ رپورٹ خارج کر سکتے ہیں۔',

  // Edits after approval (issue 26).
  'hostelChange.changesWaiting': 'تبدیلیاں جائزے کی منتظر ہیں',
  'hostelChange.changeNotFound': 'تبدیلی نہیں ملی',
  'hostelChange.noPendingChange': 'اس ہاسٹل کی کوئی تبدیلی جائزے کی منتظر نہیں',
  'hostelChange.alreadyDecided': 'اس تبدیلی پر پہلے ہی فیصلہ ہو چکا ہے',
  'hostelChange.actionInvalid': 'approve یا reject میں سے ایک منتخب کریں',
  'hostelChange.statusInvalid':
    'pending، approved، rejected، withdrawn یا merged میں سے ایک منتخب کریں',
  'hostelChange.reasonRequired': 'براہ کرم مالک کو تبدیلی مسترد کرنے کی وجہ بتائیں',
  'hostelChange.reasonTooLong': `وجہ زیادہ سے زیادہ ${HOSTEL_CHANGE_REASON_MAX} حروف کی ہو سکتی ہے`,
  'hostelChange.pendingPhotoLocked':
    'یہ تصویر جائزے کی منتظر ہے: منظوری کے بعد ہی اس کا عنوان، کور یا جگہ بدلی جا سکتی ہے',

  // Visits and reservations (issue 27).
  'booking.startsAtInvalid': 'وزٹ کے لیے تاریخ اور وقت منتخب کریں',
  'booking.moveInInvalid': 'منتقلی کی تاریخ منتخب کریں (YYYY-MM-DD)',
  'booking.monthsInvalid': `1 سے ${RESERVATION_MONTHS_MAX} مہینے منتخب کریں`,
  'booking.messageLong': `پیغام زیادہ سے زیادہ ${BOOKING_MESSAGE_MAX.toLocaleString('en-US')} حروف کا ہو سکتا ہے`,
  'booking.reasonLong': `وجہ زیادہ سے زیادہ ${BOOKING_REASON_MAX} حروف کی ہو سکتی ہے`,
  'booking.reasonRequired': 'براہ کرم وجہ بتائیں',
  'booking.depositLong': `ڈپازٹ کی تفصیل زیادہ سے زیادہ ${DEPOSIT_TEXT_MAX} حروف کی ہو سکتی ہے`,
  'booking.windowInvalid':
    'ہر وزٹ کے وقت کے لیے دن اور شروع کا وقت، اختتام سے پہلے، درکار ہے (HH:MM)',
  'booking.windowsTooMany': `زیادہ سے زیادہ ${VISITING_WINDOWS_MAX} وزٹ کے اوقات مقرر کریں`,
  'booking.actionInvalid': 'دیے گئے اقدامات میں سے ایک منتخب کریں',
  'booking.statusInvalid': 'حیثیت کے دیے گئے اختیارات میں سے ایک منتخب کریں',
  'booking.studentsOnly':
    'صرف طلبہ وزٹ یا ریزرویشن کی درخواست کر سکتے ہیں۔ طالب علم کے اکاؤنٹ سے سائن اِن کریں۔',
  'booking.noVisitingHours': 'اس ہاسٹل نے ابھی وزٹ کے اوقات مقرر نہیں کیے۔ مالک سے چیٹ میں پوچھیں۔',
  'booking.outsideVisitingHours':
    'ہاسٹل کے وزٹ کے اوقات (پاکستانی وقت) میں سے کوئی وقت منتخب کریں، جو فارم کے ساتھ دکھائے گئے ہیں۔',
  'booking.visitInPast': 'آنے والا کوئی وقت منتخب کریں۔',
  'booking.tooFarAhead': `اگلے ${BOOKING_HORIZON_DAYS} دنوں میں کوئی تاریخ منتخب کریں۔`,
  'booking.moveInPast': 'آج یا اس کے بعد کی منتقلی کی تاریخ منتخب کریں۔',
  'booking.notReservable': 'مالک اس کمرے کے لیے ریزرویشن نہیں لیتے۔ اس کے بجائے چیٹ میں پوچھیں۔',
  'booking.roomUnavailable': 'یہ کمرہ اس وقت دستیاب نہیں۔',
  'booking.noFreeBed': 'اس کمرے میں کوئی بستر خالی نہیں رہا۔',
  'booking.alreadyRequested':
    'اس کے لیے آپ کی ایک درخواست پہلے ہی منتظر ہے۔ جواب کا انتظار کریں یا اسے منسوخ کریں۔',
  'booking.ownerSideOnly': 'یہ صرف ہاسٹل کا مالک کر سکتا ہے۔',
  'booking.studentSideOnly': 'یہ صرف درخواست دینے والا طالب علم کر سکتا ہے۔',
  'booking.notAllowedNow':
    'اب یہ نہیں ہو سکتا: درخواست بدل چکی ہے۔ دیکھنے کے لیے صفحہ دوبارہ لوڈ کریں۔',
  'booking.visitStarted': 'یہ وزٹ شروع ہو چکا ہے۔',
  'booking.proposeNeedsTime': 'جو وقت آپ تجویز کرتے ہیں وہ منتخب کریں۔',
  'booking.visitNotFound': 'وزٹ نہیں ملا',
  'booking.reservationNotFound': 'ریزرویشن نہیں ملی',

  // The owner's register (issue 44).
  'register.fullNameRequired': 'پورا نام ضروری ہے',
  'register.fullNameLong': `پورا نام زیادہ سے زیادہ ${RESIDENT_NAME_MAX} حروف کا ہو سکتا ہے`,
  'register.phoneInvalid': 'براہ کرم درست فون نمبر درج کریں',
  'register.emailInvalid': 'براہ کرم درست ای میل ایڈریس درج کریں',
  'register.cnicInvalid': `13 ہندسوں کا شناختی کارڈ یا ب فارم نمبر درج کریں (35202-1234567-1)`,
  'register.textLong': 'یہ تحریر بہت لمبی ہے',
  'register.institutionOne': 'یونیورسٹی یا ادارے کا نام دیں، دونوں نہیں',
  'register.roomRequired': 'کمرہ منتخب کریں',
  'register.dateInvalid': `تاریخ منتخب کریں (YYYY-MM-DD)`,
  'register.amountInvalid': 'رقم پورے روپوں میں درج کریں',
  'register.languageInvalid': 'انگریزی یا اردو منتخب کریں',
  'register.bedLabelInvalid': `بستر کا نام 1 سے ${BED_LABEL_MAX} حروف کا ہو`,
  'register.leavingDatePast': 'آج یا اس کے بعد کی رخصتی کی تاریخ منتخب کریں۔',
  'register.movedOutBeforeMoveIn': 'رخصتی کی تاریخ منتقلی کی تاریخ سے پہلے نہیں ہو سکتی۔',
  'register.movedOutFuture': 'رخصتی کی تاریخ آنے والے دن کی نہیں ہو سکتی۔',
  'register.deductionReasonRequired': `ہر کٹوتی کے لیے رقم اور زیادہ سے زیادہ ${DEDUCTION_REASON_MAX} حروف کی وجہ دیں`,
  'register.deductionsTooMany': `زیادہ سے زیادہ ${DEDUCTIONS_MAX} کٹوتیاں دیں`,
  'register.depositNotBalanced': 'واپس کی گئی رقم اور کٹوتیاں مل کر سیکیورٹی ڈپازٹ کے برابر ہوں۔',
  'register.staffRoleInvalid': 'مینیجر یا وارڈن منتخب کریں',
  'register.noFreeBed': 'اس کمرے میں کوئی بستر خالی نہیں رہا۔ کوئی اور کمرہ یا بستر منتخب کریں۔',
  'register.bedTaken': 'یہ بستر ابھی کسی اور نے لے لیا۔ کوئی اور بستر منتخب کریں۔',
  'register.bedNotInRoom': 'اس کمرے کا بستر منتخب کریں۔',
  'register.bedsInUse':
    'اس کمرے میں اس سے زیادہ بستر استعمال میں ہیں۔ پہلے رجسٹر میں رہائشیوں کو رخصت کریں یا بستر خالی کریں۔',
  'register.reservationNotAccepted': 'صرف منظور شدہ ریزرویشن سے منتقلی ہو سکتی ہے۔',
  'register.useMoveOut': 'یہ طالب علم منتقل ہو چکا ہے: رجسٹر میں رخصتی استعمال کریں۔',
  'register.alreadyMovedOut': 'یہ رہائشی پہلے ہی رخصت ہو چکا ہے۔',
  'register.noNotice': 'اس رہائشی نے رخصتی کا نوٹس نہیں دیا۔',
  'register.duplicateCnic': 'اس ہاسٹل کے ایک رہائشی کا یہی شناختی کارڈ نمبر پہلے سے ہے۔',
  'register.residentNotFound': 'رہائشی نہیں ملا',
  'register.bedNotFound': 'بستر نہیں ملا',
  'register.residentsLeft':
    'اس ہاسٹل کے رجسٹر میں ابھی رہائشی ہیں۔ حذف کرنے سے پہلے انہیں رخصت کریں۔',
  'register.roomHasResidents':
    'اس کمرے کے بستروں میں رہائشی ہیں۔ پہلے انہیں رخصت کریں یا کسی اور کمرے میں منتقل کریں۔',
  'register.staffOnlyOwner': 'صرف ہاسٹل کا مالک اس کا عملہ سنبھال سکتا ہے۔',
  'register.staffCannotDelete': 'عملہ کچھ حذف نہیں کر سکتا۔ ہاسٹل کے مالک سے کہیں۔',
  'register.alreadyStaff': 'یہ شخص پہلے ہی اس ہاسٹل کے عملے میں ہے۔',
  'register.invitationPending': 'اس ای میل کو ایک دعوت پہلے ہی بھیجی جا چکی ہے۔',
  'register.cannotInviteSelf': 'یہ ہاسٹل پہلے ہی آپ کا ہے۔',
  'register.cannotInviteAdmin': 'ایڈمنسٹریٹر کسی ہاسٹل کے عملے میں شامل نہیں ہو سکتے۔',
  'register.invitationNotFound': `یہ دعوت اب درست نہیں۔ دعوتیں ${STAFF_INVITATION_DAYS} دن رہتی ہیں: مالک سے نئی دعوت مانگیں۔`,
  'register.invitationOtherEmail':
    'یہ دعوت کسی اور ای میل ایڈریس پر بھیجی گئی تھی۔ اس اکاؤنٹ سے سائن اِن کریں۔',
  'register.staffNotFound': 'عملے کا رکن نہیں ملا',
  'register.adminsNoRegister': 'ایڈمنسٹریٹر ہاسٹلوں کے رجسٹر نہیں دیکھتے (رہائشیوں کی رازداری)۔',

  // Receipts and reminders (issue 45 items 3 and 4).
  'receipt.paymentNotFound': 'ادائیگی نہیں ملی',
  'receipt.noEmail':
    'اس رہائشی کا ای میل ایڈریس درج نہیں۔ ان کے ریکارڈ میں ای میل شامل کریں، یا رسید واٹس ایپ پر بھیجیں۔',
  'receipt.channelInvalid': 'ای میل منتخب کریں',
  // Rent and dues (issue 45).
  'dues.billingDayInvalid': `بلنگ کا دن ${BILLING_DAY_MIN} سے ${BILLING_DAY_MAX} تک منتخب کریں`,
  'dues.monthInvalid': 'مہینہ منتخب کریں (YYYY-MM)',
  'dues.monthRangeInvalid': `زیادہ سے زیادہ ${COLLECTIONS_MONTHS_MAX} مہینوں کی مدت منتخب کریں، پہلا مہینہ آخری سے پہلے ہو`,
  'dues.monthsInvalid': `1 سے ${COLLECTIONS_MONTHS_MAX} مہینے منتخب کریں`,
  'dues.statusInvalid': 'غیر ادا شدہ، جزوی ادا شدہ یا ادا شدہ منتخب کریں',
  'dues.amountInvalid': 'کم از کم 1 روپے کی رقم پورے روپوں میں درج کریں',
  'dues.chargeKindInvalid': 'چارج یا رعایت منتخب کریں',
  'dues.chargeReasonInvalid': 'بجلی، اے سی، جرمانہ، مرمت یا دیگر منتخب کریں',
  'dues.noteLong': `نوٹ زیادہ سے زیادہ ${MONEY_NOTE_MAX} حروف کا ہو سکتا ہے`,
  'dues.methodInvalid': 'نقد، بینک ٹرانسفر، جاز کیش یا ایزی پیسہ منتخب کریں',
  'dues.referenceRequired': 'اس بینک ٹرانسفر یا والیٹ ادائیگی کا ٹرانزیکشن ریفرنس درج کریں',
  'dues.referenceLong': `ریفرنس زیادہ سے زیادہ ${PAYMENT_REFERENCE_MAX} حروف کا ہو سکتا ہے`,
  'dues.paidOnFuture': 'ادائیگی کی تاریخ آنے والے دن کی نہیں ہو سکتی۔',
  'dues.dateInvalid': `تاریخ منتخب کریں (YYYY-MM-DD)`,
  'dues.receivedByInvalid':
    'رقم وصول کرنے والے کے طور پر ہاسٹل کا مالک یا اس کے عملے کا کوئی رکن منتخب کریں۔',
  'dues.reasonRequired': `1 سے ${MONEY_NOTE_MAX} حروف کی وجہ دیں`,
  'dues.dueNotFound': 'واجب الادا رقم نہیں ملی',
  'dues.paymentNotFound': 'ادائیگی نہیں ملی',
  'dues.possibleDuplicate':
    'یہ ادائیگی پہلے سے درج لگتی ہے: اسی واجب الادا رقم پر اسی طریقے سے یہی رقم۔ نیچے ادائیگیاں دیکھیں؛ دوبارہ صرف تب بھیجیں جب یہ دوسری ادائیگی ہو۔',
  'dues.alreadyReversed': 'یہ ادائیگی پہلے ہی واپس کی جا چکی ہے۔',
  'dues.reversalNotReversible': 'واپسی کو واپس نہیں کیا جا سکتا۔ اس کے بجائے نئی ادائیگی درج کریں۔',
  'dues.onlyOwnerReverses': 'صرف ہاسٹل کا مالک ادائیگی واپس کر سکتا ہے۔',
  'dues.onlyOwnerBillingDay': 'صرف ہاسٹل کا مالک بلنگ کا دن بدل سکتا ہے۔',
  'dues.receiptWhatsApp': 'Hostelhub سے آپ کی کرائے کی رسید:',

  // Saved searches and alerts (issue 29).
  'savedSearch.nameRequired': 'تلاش کا نام رکھیں',
  'savedSearch.nameLong': `تلاش کا نام زیادہ سے زیادہ ${SAVED_SEARCH_NAME_MAX} حروف کا ہو سکتا ہے`,
  'savedSearch.frequencyInvalid': 'فوری یا روزانہ الرٹس منتخب کریں',
  'savedSearch.filtersInvalid': 'محفوظ کرنے کے لیے فلٹرز منتخب کریں',
  'savedSearch.nothingToChange': 'نام یا الرٹس کا وقفہ بدلیں، یا الرٹس روکیں',
  'savedSearch.tooMany': `آپ زیادہ سے زیادہ ${SAVED_SEARCHES_MAX} تلاشیں محفوظ رکھ سکتے ہیں۔ نئی تلاش محفوظ کرنے کے لیے کوئی ایک حذف کریں۔`,
  'savedSearch.notFound': 'محفوظ تلاش نہیں ملی',
  'savedSearch.unsubscribeInvalid':
    'یہ ان سبسکرائب لنک درست نہیں۔ الرٹس بند کرنے کے لیے Hostelhub پر محفوظ تلاشیں کھولیں۔',

  ...SERVER_PATTERN_MESSAGES_UR,
} satisfies ServerCatalogue;
