import { displayPhoneNumber } from '@hostelhub/shared';
import { Ltr } from '../../../components/ltr';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useRegisterHostels } from '../api/get-register-hostels';
import { useResidents } from '../api/get-residents';
import { registerText } from '../i18n';
import { PrintFrame } from './print-frame';

/**
 * /register/{hostelId}/print (issue 44 item 6): the list of the hostel's residents now in it
 * (in a bed or on notice) on A4, for the hostel's records and the police registration: name,
 * CNIC (masked), phone, guardian and phone, institution, room and bed, move-in date.
 */
export function ResidentsPrintPage({ hostelId }: { hostelId: string }) {
  const t = useT(registerText);
  const format = useFormatters();
  const hostels = useRegisterHostels();
  const residents = useResidents(hostelId, '', 'all');
  const hostelName = hostels.data?.find((hostel) => hostel.id === hostelId)?.hostel_name ?? '';
  const living = (residents.data ?? []).filter((resident) => resident.status !== 'moved_out');
  const cell = 'border border-slate-400 px-2 py-1 align-top print:border-black';
  return (
    <PrintFrame
      title={t('print.listTitle', { name: hostelName })}
      backHref={paths.register.hostel.getHref(hostelId)}
    >
      {residents.isError ? (
        <LoadError
          title={t('residents.loadFailed')}
          message={errorText(residents.error, t('residents.loadFailed'))}
          onRetry={() => void residents.refetch()}
          isRetrying={residents.isFetching}
        />
      ) : !residents.data ? (
        <Skeleton className="h-96" />
      ) : living.length === 0 ? (
        <p className="text-sm">{t('residents.empty')}</p>
      ) : (
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-xs">
            <thead>
              <tr>
                {(
                  [
                    'print.number',
                    'form.fullName',
                    'form.cnic',
                    'form.phone',
                    'details.guardian',
                    'form.institution',
                    'print.roomBed',
                    'form.moveInDate',
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className={`${cell} text-start font-semibold`}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {living.map((resident, index) => (
                <tr key={resident.id} className="break-inside-avoid">
                  <td className={cell}>{format.number(index + 1)}</td>
                  <td className={cell}>{resident.full_name}</td>
                  <td className={cell}>
                    {resident.cnic_masked ? <Ltr>{resident.cnic_masked}</Ltr> : null}
                  </td>
                  <td className={cell}>
                    <Ltr>{displayPhoneNumber(resident.phone)}</Ltr>
                  </td>
                  <td className={cell}>
                    {resident.guardian_name}
                    {resident.guardian_phone ? (
                      <Ltr className="block">{displayPhoneNumber(resident.guardian_phone)}</Ltr>
                    ) : null}
                  </td>
                  <td className={cell}>{resident.university?.name ?? resident.institution_name}</td>
                  <td className={cell}>
                    {resident.room && resident.bed
                      ? t('residents.place', {
                          room: resident.room.room_title ?? resident.room.room_type,
                          label: resident.bed.label,
                        })
                      : null}
                  </td>
                  <td className={cell}>{format.calendarDate(resident.move_in_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PrintFrame>
  );
}
