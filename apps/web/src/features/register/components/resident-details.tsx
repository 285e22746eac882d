import { displayPhoneNumber, type ResidentDetail } from '@hostelhub/shared';
import type { ReactNode } from 'react';
import { Ltr } from '../../../components/ltr';
import { useFormatters, useT } from '../../../lib/i18n';
import { registerText } from '../i18n';
import { CnicReveal } from './cnic-reveal';
import { ResidentStatusBadge } from './resident-list';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** A resident's record (issue 44 item 2): stay, contact, CNIC (masked), guardian, money. */
export function ResidentDetails({ resident }: { resident: ResidentDetail }) {
  const t = useT(registerText);
  const format = useFormatters();
  const none = t('details.none');
  const text = (value: string | null) => value ?? none;
  const phone = (value: string | null) => (value ? <Ltr>{displayPhoneNumber(value)}</Ltr> : none);
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4 dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      <Row label={t('details.status')}>
        <ResidentStatusBadge status={resident.status} />
      </Row>
      <Row label={t('form.room')}>
        {resident.room && resident.bed
          ? t('residents.place', {
              room: resident.room.room_title ?? resident.room.room_type,
              label: resident.bed.label,
            })
          : t('residents.noBed')}
      </Row>
      <Row label={t('form.phone')}>{phone(resident.phone)}</Row>
      <Row label={t('form.email')}>{resident.email ? <Ltr>{resident.email}</Ltr> : none}</Row>
      <Row label={t('form.cnic')}>
        <CnicReveal residentId={resident.id} masked={resident.cnic_masked} />
      </Row>
      <Row label={t('form.homeAddress')}>{text(resident.home_address)}</Row>
      <Row label={t('details.guardian')}>
        {resident.guardian_name
          ? resident.guardian_relation
            ? t('details.guardianWithRelation', {
                name: resident.guardian_name,
                relation: resident.guardian_relation,
              })
            : resident.guardian_name
          : none}
      </Row>
      <Row label={t('form.guardianPhone')}>{phone(resident.guardian_phone)}</Row>
      <Row label={t('form.institution')}>
        {resident.university?.name ?? text(resident.institution_name)}
      </Row>
      <Row label={t('form.moveInDate')}>{format.calendarDate(resident.move_in_date)}</Row>
      {resident.leaving_date ? (
        <Row label={t('details.leaving')}>{format.calendarDate(resident.leaving_date)}</Row>
      ) : null}
      {resident.moved_out_on ? (
        <Row label={t('details.movedOut')}>{format.calendarDate(resident.moved_out_on)}</Row>
      ) : null}
      <Row label={t('details.rent')}>{format.monthlyRupees(resident.monthly_rent)}</Row>
      <Row label={t('details.deposit')}>{format.rupees(resident.security_deposit)}</Row>
      <Row label={t('details.mess')}>
        {resident.takes_mess ? format.monthlyRupees(resident.mess_charge) : t('details.noMess')}
      </Row>
    </dl>
  );
}
