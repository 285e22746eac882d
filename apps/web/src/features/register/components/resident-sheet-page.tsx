import { displayPhoneNumber } from '@hostelhub/shared';
import type { ReactNode } from 'react';
import { Ltr } from '../../../components/ltr';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useRegisterHostels } from '../api/get-register-hostels';
import { useResident } from '../api/get-resident';
import { useRevealCnic } from '../api/reveal-cnic';
import { registerText } from '../i18n';
import { PrintFrame } from './print-frame';

function SheetRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr className="border-b border-slate-300 print:border-black">
      <th scope="row" className="w-2/5 py-2 pe-4 text-start align-top text-sm font-semibold">
        {label}
      </th>
      <td className="py-2 text-sm">{children}</td>
    </tr>
  );
}

/**
 * /register/residents/{id}/print (issue 44 item 6): a resident's registration sheet, what
 * hostels keep and the provinces' police registration asks for: name, CNIC (masked unless
 * revealed here, which is recorded), phone, home address, guardian, institution, room, bed,
 * move-in date; a signature line at the foot.
 */
export function ResidentSheetPage({ residentId }: { residentId: string }) {
  const t = useT(registerText);
  const format = useFormatters();
  const resident = useResident(residentId);
  const hostels = useRegisterHostels();
  const reveal = useRevealCnic(residentId);
  const data = resident.data;
  const hostelName = hostels.data?.find((hostel) => hostel.id === data?.hostel_id)?.hostel_name;
  const none = t('details.none');
  const phone = (value: string | null) => (value ? <Ltr>{displayPhoneNumber(value)}</Ltr> : none);
  const cnic = reveal.data
    ? `${reveal.data.slice(0, 5)}-${reveal.data.slice(5, 12)}-${reveal.data.slice(12)}`
    : data?.cnic_masked;
  return (
    <PrintFrame
      title={t('print.sheetTitle')}
      backHref={paths.register.resident.getHref(residentId)}
    >
      {resident.isError ? (
        <LoadError
          title={t('resident.loadFailed')}
          message={errorText(resident.error, t('resident.loadFailed'))}
          onRetry={() => void resident.refetch()}
          isRetrying={resident.isFetching}
        />
      ) : !data ? (
        <Skeleton className="h-96" />
      ) : (
        <div className="space-y-6">
          {hostelName ? <p className="text-base font-medium">{hostelName}</p> : null}
          <table className="w-full border-collapse">
            <tbody>
              <SheetRow label={t('form.fullName')}>{data.full_name}</SheetRow>
              <SheetRow label={t('form.cnic')}>
                {cnic ? <Ltr className="font-mono">{cnic}</Ltr> : none}
                {data.cnic_masked && !reveal.data ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="ms-3 print:hidden"
                    onClick={() => reveal.mutate()}
                    disabled={reveal.isPending}
                  >
                    {t('cnic.reveal')}
                  </Button>
                ) : null}
              </SheetRow>
              <SheetRow label={t('form.phone')}>{phone(data.phone)}</SheetRow>
              <SheetRow label={t('form.homeAddress')}>{data.home_address ?? none}</SheetRow>
              <SheetRow label={t('details.guardian')}>
                {data.guardian_name
                  ? data.guardian_relation
                    ? t('details.guardianWithRelation', {
                        name: data.guardian_name,
                        relation: data.guardian_relation,
                      })
                    : data.guardian_name
                  : none}
              </SheetRow>
              <SheetRow label={t('form.guardianPhone')}>{phone(data.guardian_phone)}</SheetRow>
              <SheetRow label={t('form.institution')}>
                {data.university?.name ?? data.institution_name ?? none}
              </SheetRow>
              <SheetRow label={t('form.room')}>
                {data.room ? (data.room.room_title ?? data.room.room_type) : none}
              </SheetRow>
              <SheetRow label={t('form.bed')}>{data.bed?.label ?? none}</SheetRow>
              <SheetRow label={t('form.moveInDate')}>
                {format.calendarDate(data.move_in_date)}
              </SheetRow>
            </tbody>
          </table>
          <p className="print:hidden text-xs text-slate-600 dark:text-slate-400">
            {t('cnic.recorded')}
          </p>
          <div className="grid grid-cols-2 gap-8 pt-10 text-sm">
            <p className="border-t border-slate-500 pt-1">{t('print.residentSignature')}</p>
            <p className="border-t border-slate-500 pt-1">{t('print.ownerSignature')}</p>
          </div>
        </div>
      )}
    </PrintFrame>
  );
}
