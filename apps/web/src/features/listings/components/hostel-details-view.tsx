import { displayPhoneNumber, ltrIsolate, type HostelDetail } from '@hostelhub/shared';
import type { ReactNode } from 'react';
import { useFormatters, useLanguage, useT } from '../../../lib/i18n';
import { useFacilityLabel, useJoinNames, usePlaceName } from '../../../lib/place-names';
import { listingsText } from '../i18n';
import { windowsByDay } from '../utils/visiting-hours';
import { GENDER_LABELS } from './hostel-form-sections';
import { HostelStatusBadge } from './hostel-status-badge';
import { Ltr } from '../../../components/ltr';

function Item({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

/**
 * The owner's view of a hostel (part 2 section 2 'Hostel detail view'): name, address, city,
 * status, contact phone, price range, gender category, facilities, rules and description;
 * then the visiting hours and deposit text students see (issue 27).
 */
export function HostelDetailsView({ hostel }: { hostel: HostelDetail }) {
  const t = useT(listingsText);
  const format = useFormatters();
  const placeName = usePlaceName();
  const facilityLabel = useFacilityLabel();
  const joinNames = useJoinNames();
  const hours = windowsByDay(hostel.visiting_hours ?? []);
  const { language } = useLanguage();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label={t('label.name')}>{hostel.name}</Item>
      <Item label={t('label.status')}>
        <HostelStatusBadge status={hostel.status} />
      </Item>
      <Item label={t('label.address')} wide>
        {hostel.address}
      </Item>
      <Item label={t('label.city')}>
        {joinNames([
          hostel.towns && placeName(hostel.towns),
          hostel.cities && placeName(hostel.cities),
        ]) || '—'}
      </Item>
      {hostel.universities ? (
        <Item label={t('label.university')}>{placeName(hostel.universities)}</Item>
      ) : null}
      <Item label={t('label.contactPhone')}>
        {hostel.contact_phone ? <Ltr>{displayPhoneNumber(hostel.contact_phone)}</Ltr> : '—'}
      </Item>
      <Item label={t('label.priceRange')}>{format.monthlyPrice(hostel.price_range)}</Item>
      <Item label={t('label.gender')}>{t(GENDER_LABELS[hostel.gender_category])}</Item>
      <Item label={t('label.facilities')} wide>
        {hostel.facilities.length
          ? joinNames(hostel.facilities.map((name) => facilityLabel(name)))
          : t('details.noneListed')}
      </Item>
      <Item label={t('label.rules')} wide>
        {hostel.rules ?? t('details.noneListed')}
      </Item>
      <Item label={t('label.description')} wide>
        <span className="font-normal whitespace-pre-line">{hostel.description}</span>
      </Item>
      <Item label={t('label.visitingHours')} wide>
        {hours.length > 0 ? (
          <ul className="space-y-0.5">
            {hours.map(({ day, ranges }) => (
              <li key={day} className="flex flex-wrap gap-x-2">
                <span className="min-w-24">{t(`day.${day}`)}</span>
                <span className="font-normal">
                  {joinNames(ranges.map(({ from, to }) => ltrIsolate(language, `${from}–${to}`)))}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          t('details.noHours')
        )}
      </Item>
      <Item label={t('label.deposit')} wide>
        {hostel.deposit_text ? (
          <span dir="auto" className="font-normal whitespace-pre-line">
            {hostel.deposit_text}
          </span>
        ) : (
          t('details.noDeposit')
        )}
      </Item>
    </dl>
  );
}
