import { DUES_MAIL_UR } from './dues-mail-ur.ts';
import type { MailCatalogue } from './mail-en.ts';

/**
 * The Urdu of every email, SMS and in-app notification (issue 24): the same keys and
 * placeholders as MAIL_MESSAGES_EN, in polite Pakistani Urdu with Western digits
 * (docs/decisions/019). Hostelhub stays the brand name in Latin letters.
 */
export const MAIL_MESSAGES_UR = {
  'mail.auth.greeting': 'السلام علیکم {name}،',
  'mail.auth.signature': 'Hostelhub ٹیم',
  'mail.verify.subject': 'اپنے Hostelhub ای میل ایڈریس کی تصدیق کریں',
  'mail.verify.intro':
    'اپنا Hostelhub اکاؤنٹ بنانے کا عمل مکمل کرنے کے لیے براہ کرم اپنے ای میل ایڈریس کی تصدیق کریں:',
  'mail.verify.action': 'میرے ای میل ایڈریس کی تصدیق کریں',
  'mail.verify.expiry':
    'یہ لنک صرف ایک بار کام کرتا ہے اور 24 گھنٹے بعد ختم ہو جاتا ہے۔ اگر آپ نے سائن اپ نہیں کیا تو اس ای میل کو نظر انداز کر دیں۔',
  'mail.reset.subject': 'اپنا Hostelhub پاس ورڈ ری سیٹ کریں',
  'mail.reset.intro': 'کسی نے آپ کے Hostelhub اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔',
  'mail.reset.open': 'نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں:',
  'mail.reset.action': 'نیا پاس ورڈ منتخب کریں',
  'mail.reset.expiry':
    'یہ لنک صرف ایک بار کام کرتا ہے اور 1 گھنٹے بعد ختم ہو جاتا ہے۔ اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ وہی رہے گا۔',

  'mail.notice.greeting': 'السلام علیکم {name}،',
  'mail.decision.reason': 'وجہ: {reason}',
  'mail.decision.noReason': 'کوئی وجہ نہیں بتائی گئی۔',
  'mail.hostelApproved.subject': 'آپ کا ہاسٹل "{hostel}" اب Hostelhub پر دستیاب ہے',
  'mail.hostelApproved.body':
    'آپ کا ہاسٹل "{hostel}" منظور کر لیا گیا ہے اور اب طلبہ اسے تلاش کر سکتے ہیں۔',
  'mail.hostelApproved.manage': 'اس کا انتظام یہاں کریں: {link}',
  'mail.hostelRejected.subject': 'آپ کا ہاسٹل "{hostel}" منظور نہیں ہوا',
  'mail.hostelRejected.body': 'آپ کا ہاسٹل "{hostel}" منظور نہیں ہوا۔',
  'mail.hostelRejected.retry': 'آپ اس میں ترمیم کر کے یہاں سے دوبارہ درخواست دے سکتے ہیں: {link}',
  'mail.ownerApproved.subject': 'آپ کا Hostelhub ہاسٹل مالک اکاؤنٹ منظور ہو گیا ہے',
  'mail.ownerApproved.body':
    'آپ کا ہاسٹل مالک اکاؤنٹ منظور کر لیا گیا ہے۔ اب آپ اپنے ہاسٹل درج کر سکتے ہیں۔',
  'mail.ownerApproved.start': 'یہاں سے شروع کریں: {link}',
  'mail.ownerRejected.subject': 'آپ کا Hostelhub ہاسٹل مالک اکاؤنٹ منظور نہیں ہوا',
  'mail.ownerRejected.body': 'آپ کا ہاسٹل مالک اکاؤنٹ منظور نہیں ہوا۔',
  'mail.ownerRejected.contact': 'کوئی سوال ہو تو ہمیں یہاں لکھیں: {link}',
  'mail.unread.subject': '{hostel} کے بارے میں ان پڑھے پیغامات',
  'mail.unread.body':
    'Hostelhub پر {hostel} کے بارے میں آپ کے {count, plural, one {{count} پیغام} other {{count} پیغامات}} ابھی تک پڑھے نہیں گئے۔',
  'mail.unread.reply': 'پڑھنے اور جواب دینے کے لیے یہاں جائیں: {link}',
  'mail.unread.optOut': 'آپ یہ ای میلز ترتیبات میں جا کر بند کر سکتے ہیں۔',

  'mail.contact.subject': '[Hostelhub رابطہ] {subject}',
  'mail.contact.wrote': '{name} <{email}> نے لکھا ({category}):',

  // One SMS: at most 70 UTF-16 code units with the code and its isolate (issue 40 item 5).
  'sms.code': 'آپ کا Hostelhub کوڈ {code} ہے۔ 10 منٹ تک درست۔ کسی کو نہ بتائیں۔',

  'notification.reason': 'وجہ: {reason}',
  'notification.noReason': 'کوئی وجہ نہیں بتائی گئی۔',
  'notification.hostelApproved.title': '{hostel} منظور ہو گیا',
  'notification.hostelApproved.body': 'اب طلبہ اسے Hostelhub پر تلاش کر سکتے ہیں۔',
  'notification.hostelRejected.title': '{hostel} منظور نہیں ہوا',
  'notification.hostelRejected.noReason':
    'کوئی وجہ نہیں بتائی گئی۔ آپ اس میں ترمیم کر کے دوبارہ درخواست دے سکتے ہیں۔',
  'notification.ownerApproved.title': 'آپ کا ہاسٹل مالک اکاؤنٹ منظور ہو گیا ہے',
  'notification.ownerApproved.body': 'اب آپ اپنے ہاسٹل درج کر سکتے ہیں۔',
  'notification.ownerRejected.title': 'آپ کا ہاسٹل مالک اکاؤنٹ منظور نہیں ہوا',
  'notification.newMessage.title': 'نیا پیغام',
  // ایڈمنسٹریٹر نے منظور شدہ ہاسٹل کی تبدیلی پر فیصلہ کیا (issue 26)۔
  'notification.hostelChangeApproved.title': '{hostel} میں آپ کی تبدیلیاں شائع ہو گئیں',
  'notification.hostelChangeApproved.body': 'طلبہ اب ہاسٹل کو آپ کی تبدیلیوں کے ساتھ دیکھتے ہیں۔',
  'notification.hostelChangeRejected.title': '{hostel} میں آپ کی تبدیلیاں منظور نہیں ہوئیں',
  'mail.hostelChangeApproved.subject': 'Hostelhub پر "{hostel}" میں آپ کی تبدیلیاں شائع ہو گئیں',
  'mail.hostelChangeApproved.body':
    'ایک ایڈمنسٹریٹر نے "{hostel}" میں آپ کی تبدیلیاں منظور کر لیں۔ طلبہ اب ہاسٹل کو آپ کی تبدیلیوں کے ساتھ دیکھتے ہیں۔',
  'mail.hostelChangeRejected.subject': '"{hostel}" میں آپ کی تبدیلیاں منظور نہیں ہوئیں',
  'mail.hostelChangeRejected.body':
    'ایک ایڈمنسٹریٹر نے "{hostel}" میں آپ کی تبدیلیاں منظور نہیں کیں۔ طلبہ ہاسٹل کو پہلے سے منظور شدہ حالت میں ہی دیکھتے ہیں۔',
  // Visits and reservations (issue 27): each step, told to the other side.
  'booking.visitRequested.title': '{hostel} کے وزٹ کی نئی درخواست',
  'booking.visitRequested.body': '{who} {when} (پاکستانی وقت) پر وزٹ کرنا چاہتے ہیں۔',
  'booking.visitAccepted.title': '{hostel} کا آپ کا وزٹ طے ہو گیا',
  'booking.visitAccepted.body': '{when} (پاکستانی وقت) پر ملاقات ہو گی۔',
  'booking.visitDeclined.title': '{hostel} کے وزٹ کی آپ کی درخواست منظور نہیں ہوئی',
  'booking.visitDeclined.body': 'مالک {when} پر وزٹ نہیں کروا سکتے۔',
  'booking.visitProposed.title': '{hostel} نے آپ کے وزٹ کے لیے دوسرا وقت تجویز کیا ہے',
  'booking.visitProposed.body':
    'مالک {when} (پاکستانی وقت) تجویز کرتے ہیں۔ اسے قبول یا نامنظور کریں۔',
  'booking.visitProposalAccepted.title': '{hostel} کا وزٹ طے ہو گیا',
  'booking.visitProposalAccepted.body':
    '{who} نے آپ کا تجویز کردہ وقت قبول کر لیا: {when} (پاکستانی وقت)۔',
  'booking.visitProposalDeclined.title': 'وزٹ کا تجویز کردہ وقت نامنظور',
  'booking.visitProposalDeclined.body':
    '{who} نے {hostel} کے وزٹ کے لیے آپ کا تجویز کردہ وقت نامنظور کر دیا۔',
  'booking.visitCancelled.title': '{hostel} کا وزٹ منسوخ',
  'booking.visitCancelled.body': '{who} نے {when} کا وزٹ منسوخ کر دیا۔',
  'booking.visitExpired.title': '{hostel} کے وزٹ کی درخواست ختم ہو گئی',
  'booking.visitExpired.body': '{when} کی درخواست کا بروقت جواب نہیں آیا۔',
  'booking.visitReminder.title': '{hostel} کا وزٹ 2 گھنٹے میں',
  'booking.visitReminder.body': 'آپ کا وزٹ {when} (پاکستانی وقت) پر ہے۔',
  'booking.reservationRequested.title': '{hostel} میں ریزرویشن کی نئی درخواست',
  'booking.reservationRequested.body':
    '{who} {room} میں {moveIn} سے {months, plural, one {# مہینے} other {# مہینوں}} کے لیے بستر چاہتے ہیں۔',
  'booking.reservationAccepted.title': '{hostel} میں آپ کا بستر محفوظ ہو گیا',
  'booking.reservationAccepted.body':
    '{room} میں {moveIn} سے آپ کے لیے ایک بستر رکھا گیا ہے۔ ادائیگی ہاسٹل پر ہو گی۔',
  'booking.reservationDeclined.title': '{hostel} میں ریزرویشن کی آپ کی درخواست منظور نہیں ہوئی',
  'booking.reservationDeclined.body':
    'مالک نے {room} میں {moveIn} سے بستر کی آپ کی درخواست منظور نہیں کی۔',
  'booking.reservationCancelled.title': '{hostel} کی ریزرویشن منسوخ',
  'booking.reservationCancelled.body':
    '{who} نے {room} میں {moveIn} سے بستر کی ریزرویشن منسوخ کر دی۔',
  'booking.reservationExpired.title': '{hostel} میں ریزرویشن کی درخواست ختم ہو گئی',
  'booking.reservationExpired.body':
    '{room} میں {moveIn} سے بستر کی درخواست کا بروقت جواب نہیں آیا۔',
  'booking.reservationCheckedOut.title': '{hostel} میں آپ کا قیام ختم ہو گیا',
  'booking.reservationCheckedOut.body':
    'مالک نے آپ کو {room} سے چیک آؤٹ کر دیا۔ اب آپ ہاسٹل پر تبصرہ کر سکتے ہیں۔',
  'booking.open': 'Hostelhub پر دیکھیں: {link}',
  'notification.reportResolved.title': 'آپ کی رپورٹ کا جائزہ لے لیا گیا',
  'notification.reportDismissed.body':
    'ایک ایڈمنسٹریٹر نے آپ کی رپورٹ دیکھی اور اس میں ہمارے قواعد کی کوئی خلاف ورزی نہیں پائی۔ ہمیں بتانے کا شکریہ۔',
  'notification.reportReviewHidden.body':
    'ایک ایڈمنسٹریٹر نے آپ کا رپورٹ کیا گیا تبصرہ چھپا دیا ہے۔ ہمیں بتانے کا شکریہ۔',
  'notification.reportHostelReturned.body':
    'ایک ایڈمنسٹریٹر نے {hostel} کو دوبارہ جانچ تک Hostelhub سے ہٹا دیا ہے۔ ہمیں بتانے کا شکریہ۔',
  'notification.reportUserSuspended.body':
    'ایک ایڈمنسٹریٹر نے آپ کی رپورٹ پر کارروائی کرتے ہوئے متعلقہ اکاؤنٹ معطل کر دیا ہے۔ ہمیں بتانے کا شکریہ۔',
  // Saved searches and alerts on favourites (issue 29).
  'alert.search.title': '"{search}" کے لیے نیا ہاسٹل: {hostel}',
  'alert.search.body':
    '{hostel} اب Hostelhub پر موجود ہے اور آپ کی محفوظ تلاش "{search}" سے ملتا ہے۔',
  'alert.digest.title': '"{search}" کے لیے {count, plural, one {# نیا ہاسٹل} other {# نئے ہاسٹل}}',
  'alert.digest.body': 'پچھلے خلاصے کے بعد آپ کی محفوظ تلاش "{search}" سے ملنے والے نئے ہاسٹل۔',
  'alert.digestAll.title':
    'آپ کی محفوظ تلاشوں کے لیے {count, plural, one {# نیا ہاسٹل} other {# نئے ہاسٹل}}',
  'alert.digestAll.body': 'پچھلے خلاصے کے بعد آپ کی محفوظ تلاشوں سے ملنے والے نئے ہاسٹل۔',
  'alert.favoritePrice.title': '{hostel} میں کم قیمت',
  'alert.favoritePrice.body':
    'آپ کا پسندیدہ ہاسٹل {hostel} اب {price} ماہانہ سے شروع ہوتا ہے (پہلے {before} تھا)۔',
  'alert.favoriteBeds.title': '{hostel} میں بستر دوبارہ خالی',
  'alert.favoriteBeds.body':
    'آپ کے پسندیدہ ہاسٹل {hostel} میں دوبارہ {count, plural, one {# بستر خالی ہے} other {# بستر خالی ہیں}}۔',
  'alert.mail.price': '{price} ماہانہ',
  'alert.mail.view': 'ہاسٹل دیکھیں',
  'alert.mail.more':
    '{count, plural, one {# مزید ہاسٹل ملتا ہے} other {# مزید ہاسٹل ملتے ہیں}}: {link}',
  'alert.mail.whySearch':
    'آپ کو یہ ای میل اس لیے ملی کہ آپ نے Hostelhub پر تلاش "{search}" محفوظ کی ہے۔ اپنی محفوظ تلاشوں کا انتظام یہاں کریں: {link}',
  'alert.mail.whySearches':
    'آپ کو یہ ای میل اس لیے ملی کہ آپ نے Hostelhub پر یہ تلاشیں محفوظ کی ہیں۔ اپنی محفوظ تلاشوں کا انتظام یہاں کریں: {link}',
  'alert.mail.whyFavorites':
    'آپ کو یہ ای میل اس لیے ملی کہ آپ نے Hostelhub پر یہ ہاسٹل پسندیدہ میں رکھا ہے۔ اپنے الرٹس کا انتظام یہاں کریں: {link}',
  'alert.mail.unsubscribe': 'یہ الرٹس بند کرنے کے لیے یہ لنک کھولیں: {link}',
  'alert.mail.unsubscribeAction': 'یہ الرٹس بند کریں',

  'mail.staffInvite.subject': 'Hostelhub پر "{hostel}" کے عملے میں شامل ہوں',
  'mail.staffInvite.intro':
    '{inviter} آپ کو Hostelhub پر "{hostel}" کا رجسٹر بطور {role} سنبھالنے کی دعوت دیتے ہیں۔',
  'mail.staffInvite.howTo':
    'لنک کھولیں اور اسی ای میل ایڈریس سے سائن اِن کریں۔ ابھی اکاؤنٹ نہیں ہے؟ اسی ای میل ایڈریس سے بطور طالب علم سائن اپ کریں، پھر لنک دوبارہ کھولیں۔',
  'mail.staffInvite.action': 'دعوت دیکھیں',
  'mail.staffInvite.expiry':
    'یہ دعوت {days} دن بعد ختم ہو جائے گی۔ اگر آپ اس کی توقع نہیں کر رہے تھے تو اس ای میل کو نظر انداز کر دیں۔',
  'mail.staffInvite.role.manager': 'مینیجر',
  'mail.staffInvite.role.warden': 'وارڈن',

  ...DUES_MAIL_UR,
} satisfies MailCatalogue;
