import { displayPhoneNumber, formatMonthlyPrice, type HostelDetail } from '@hostelhub/shared';
import type { ReactNode } from 'react';
import { GENDER_LABELS } from './hostel-form-sections';
import { HostelStatusBadge } from './hostel-status-badge';

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
 * status, contact phone, price range, gender category, facilities, rules and description.
 */
export function HostelDetailsView({ hostel }: { hostel: HostelDetail }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label="Name">{hostel.name}</Item>
      <Item label="Status">
        <HostelStatusBadge status={hostel.status} />
      </Item>
      <Item label="Address" wide>
        {hostel.address}
      </Item>
      <Item label="City">
        {[hostel.towns?.name, hostel.cities?.name].filter(Boolean).join(', ') || '—'}
      </Item>
      {hostel.universities ? <Item label="University">{hostel.universities.name}</Item> : null}
      <Item label="Contact phone">
        {hostel.contact_phone ? displayPhoneNumber(hostel.contact_phone) : '—'}
      </Item>
      <Item label="Price range">{formatMonthlyPrice(hostel.price_range)}</Item>
      <Item label="Gender category">{GENDER_LABELS[hostel.gender_category]}</Item>
      <Item label="Facilities" wide>
        {hostel.facilities.length ? hostel.facilities.join(', ') : 'None listed'}
      </Item>
      <Item label="Rules" wide>
        {hostel.rules ?? 'None listed'}
      </Item>
      <Item label="Description" wide>
        <span className="font-normal whitespace-pre-line">{hostel.description}</span>
      </Item>
    </dl>
  );
}
