import { displayPhoneNumber, type HostelOwnerContact } from '@hostelhub/shared';
import { Mail, Phone, UserRound } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import { telHref } from '../utils/location';
import { Heading, type HeadingLevel } from './heading';

const linkClasses =
  'font-medium text-teal-700 underline-offset-4 hover:underline dark:text-teal-400 break-all';

/** The hostel's contact phone and, when the owner shares them, the owner's details. */
export function HostelContactDetails({
  contactPhone,
  owner,
  headingLevel,
}: {
  contactPhone: string | null;
  owner: HostelOwnerContact | null;
  headingLevel: HeadingLevel;
}) {
  const t = useT(hostelDetailText);
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
          <a
            href={telHref(contactPhone)}
            className={`inline-flex items-center gap-1.5 ${linkClasses}`}
          >
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            {displayPhoneNumber(contactPhone)}
          </a>
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
                    {displayPhoneNumber(owner.phone)}
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
