import { displayPhoneNumber, type HostelDetail } from '@hostelhub/shared';
import { Mail, MessageCircle, Phone, UserRound } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import { telHref } from '../utils/location';
import { hostelShareUrl, whatsAppChatHref } from '../utils/share-links';
import { Heading, type HeadingLevel } from './heading';
import { Ltr } from '../../../components/ltr';

const linkClasses =
  'font-medium text-teal-700 underline-offset-4 hover:underline dark:text-teal-400 break-all';

/** What the contact details show of a hostel. */
type ContactSource = Pick<
  HostelDetail,
  'id' | 'name' | 'contact_phone' | 'contact_phone_verified' | 'owner'
>;

/**
 * The hostel's contact phone, with a WhatsApp link when it is a verified mobile (issue 25),
 * and, when the owner shares them, the owner's details.
 */
export function HostelContactDetails({
  hostel,
  headingLevel,
}: {
  hostel: ContactSource;
  headingLevel: HeadingLevel;
}) {
  const t = useT(hostelDetailText);
  const { contact_phone: contactPhone, owner } = hostel;
  if (!contactPhone && !owner) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('contactDetails.none')}</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {contactPhone ? (
        <div className="space-y-1 text-sm">
          <Heading level={headingLevel} className="font-semibold text-slate-900 dark:text-white">
            {t('contactDetails.hostelPhone')}
          </Heading>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <a
              href={telHref(contactPhone)}
              className={`inline-flex items-center gap-1.5 ${linkClasses}`}
            >
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
              {/* Digit groups keep their order in Urdu's right-to-left text. */}
              <Ltr>{displayPhoneNumber(contactPhone)}</Ltr>
            </a>
            {hostel.contact_phone_verified ? (
              <WhatsAppLink hostel={hostel} phone={contactPhone} />
            ) : null}
          </div>
        </div>
      ) : null}
      {owner ? (
        <div className="space-y-1 text-sm">
          <Heading level={headingLevel} className="font-semibold text-slate-900 dark:text-white">
            {t('contactDetails.ownerContact')}
          </Heading>
          <dl className="space-y-1 text-slate-700 dark:text-slate-300">
            <div className="flex items-center gap-1.5">
              <dt>
                <UserRound aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t('contactDetails.name')}</span>
              </dt>
              <dd>{owner.full_name}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Mail aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t('contactDetails.email')}</span>
              </dt>
              <dd>
                <a href={`mailto:${owner.email}`} className={linkClasses}>
                  {owner.email}
                </a>
              </dd>
            </div>
            {owner.phone ? (
              <div className="flex items-center gap-1.5">
                <dt>
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">{t('contactDetails.phone')}</span>
                </dt>
                <dd>
                  <a href={telHref(owner.phone)} className={linkClasses}>
                    <Ltr>{displayPhoneNumber(owner.phone)}</Ltr>
                  </a>
                </dd>
              </div>
            ) : null}
            {owner.city ? (
              <div className="flex items-center gap-1.5">
                <dt className="text-slate-500 dark:text-slate-400">{t('contactDetails.city')}</dt>
                <dd>{owner.city}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A chat on WhatsApp with the hostel's number, its first message typed in the page's language
 * naming the hostel and its link; nothing unless the number is a Pakistani mobile.
 */
function WhatsAppLink({ hostel, phone }: { hostel: ContactSource; phone: string }) {
  const t = useT(hostelDetailText);
  const text = t('contactDetails.whatsAppMessage', {
    name: hostel.name,
    url: hostelShareUrl(hostel.id),
  });
  const href = whatsAppChatHref(phone, text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('contactDetails.whatsAppLabel', { name: hostel.name })}
      className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-emerald-700 px-3 py-1 font-medium text-emerald-800 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-emerald-950"
    >
      <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('whatsApp.name')}
    </a>
  );
}
