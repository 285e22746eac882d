import type { Bed, RoomBeds } from '@hostelhub/shared';
import { Printer, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useBeds } from '../api/get-beds';
import { useRegisterHostels } from '../api/get-register-hostels';
import { registerText } from '../i18n';
import { AddResidentDialog } from './add-resident-dialog';
import { BedMap } from './bed-map';
import { HostelSwitcher } from './hostel-switcher';
import { RegisterGate } from './register-gate';
import { ResidentList } from './resident-list';
import { ExportCsvButton } from './export-csv-button';
import { StaffPanel } from './staff-panel';

/**
 * /register/{hostelId} (issue 44 item 7): one hostel's register for its owner or staff: the bed
 * map, the residents and, for the owner, the staff. Only the hostels the user works are shown
 * (GET /api/users/me/register-hostels); another id reads as not found.
 */
export function RegisterPage({ hostelId }: { hostelId: string }) {
  const t = useT(registerText);
  const hostels = useRegisterHostels();
  const hostel = hostels.data?.find((candidate) => candidate.id === hostelId);
  const beds = useBeds(hostelId);
  const [adding, setAdding] = useState<{ roomId: string; bedId: string } | 'blank' | null>(null);
  return (
    <ContentLayout
      title={hostel ? t('page.title', { name: hostel.hostel_name }) : t('page.heading')}
      description={t('page.description')}
      actions={
        hostel ? (
          <div className="flex flex-wrap items-center gap-2">
            <HostelSwitcher hostels={hostels.data ?? []} currentId={hostelId} />
            <Link
              to={paths.register.hostelPrint.getHref(hostelId)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('print.list')}
            </Link>
            <ExportCsvButton hostelId={hostelId} />
            <Link
              to={paths.register.dues.getHref(hostelId)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Wallet aria-hidden="true" className="h-4 w-4" />
              {t('page.dues')}
            </Link>
          </div>
        ) : null
      }
    >
      <RegisterGate hostels={hostels} hostel={hostel}>
        <BedMap
          hostelId={hostelId}
          onAdd={(room: RoomBeds, bed: Bed) => setAdding({ roomId: room.room_id, bedId: bed.id })}
        />
        <ResidentList hostelId={hostelId} onAdd={() => setAdding('blank')} />
        {hostel?.role === 'owner' ? <StaffPanel hostelId={hostelId} /> : null}
        {adding !== null ? (
          <AddResidentDialog
            hostelId={hostelId}
            rooms={beds.data ?? []}
            start={adding === 'blank' ? undefined : adding}
            canMoveInReservation={hostel?.role === 'owner'}
            onClose={() => setAdding(null)}
          />
        ) : null}
      </RegisterGate>
    </ContentLayout>
  );
}
